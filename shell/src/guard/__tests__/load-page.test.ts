import type { RemoteContract } from '@teachmarket/shared-kit';
import { loadContract } from '../../federation/remotes';
import { loadPage } from '../load-page';

// The federation runtime only exists inside a webpack build: here the contract loader is replaced
// so the guard's retry policy can be checked on its own.
jest.mock('../../federation/remotes', () => ({ loadContract: jest.fn() }));
const mockedLoadContract = loadContract as jest.MockedFunction<typeof loadContract>;

const Page = () => null;
const chunkError = Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError', type: 'error' });
const contract = (loader: RemoteContract['pages'][string]): RemoteContract => ({
  contractVersion: 1,
  name: 'mfe_info',
  version: '1.2.3',
  pages: { help: loader },
});

beforeEach(() => mockedLoadContract.mockReset());

describe('loadPage', () => {
  it('retries a failed JS chunk once and returns the page with the remote version', async () => {
    const loader = jest.fn().mockRejectedValueOnce(chunkError).mockResolvedValueOnce({ default: Page });
    mockedLoadContract.mockResolvedValue(contract(loader));
    await expect(loadPage('mfe_info', 'help')).resolves.toEqual({ default: Page, version: '1.2.3' });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(mockedLoadContract.mock.calls.map((c) => c[1])).toEqual([false, false]);
  });

  it('gives up after one retry', async () => {
    const loader = jest.fn().mockRejectedValue(chunkError);
    mockedLoadContract.mockResolvedValue(contract(loader));
    await expect(loadPage('mfe_info', 'help')).rejects.toMatchObject({ name: 'RemoteLoadError', failure: { kind: 'js-chunk' } });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('re-requests the entry with cache busting after an entry failure', async () => {
    mockedLoadContract.mockRejectedValueOnce(new Error('RUNTIME-008 Failed to load script resources')).mockResolvedValueOnce(contract(async () => ({ default: Page })));
    await expect(loadPage('mfe_info', 'help')).resolves.toMatchObject({ version: '1.2.3' });
    expect(mockedLoadContract.mock.calls.map((c) => c[1])).toEqual([false, true]);
  });

  it('does not retry an execution error', async () => {
    const loader = jest.fn().mockRejectedValue(new TypeError('boom'));
    mockedLoadContract.mockResolvedValue(contract(loader));
    await expect(loadPage('mfe_info', 'help')).rejects.toMatchObject({ failure: { kind: 'execution' } });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('reports a route the remote has no page for as a missing page, without retry', async () => {
    mockedLoadContract.mockResolvedValue({ ...contract(async () => ({ default: Page })), pages: {} });
    await expect(loadPage('mfe_info', 'help')).rejects.toMatchObject({ failure: { kind: 'missing-page', retryable: false } });
    expect(mockedLoadContract).toHaveBeenCalledTimes(1);
  });
});
