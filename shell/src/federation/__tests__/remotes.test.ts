import { registerRemotes } from '@module-federation/enhanced/runtime';
import { browserEntryOf } from '@teachmarket/contracts';
import { registerResolvedRemotes } from '../remotes';

// Issue 16: the browser's federation runtime is built without the manifest code path (disableSnapshot),
// so the shell registers each remote by the remoteEntry.js beside the registry's mf-manifest.json.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

describe('browserEntryOf', () => {
  it('names the remoteEntry.js beside a manifest, keeping a query', () => {
    expect(browserEntryOf('https://cdn.example.org/mfe_info/1.0.0/mf-manifest.json')).toBe('https://cdn.example.org/mfe_info/1.0.0/remoteEntry.js');
    expect(browserEntryOf('http://localhost:5008/mf-manifest.json?v=2')).toBe('http://localhost:5008/remoteEntry.js?v=2');
  });

  it('leaves any other URL as it is (a remoteEntry.js, a server entry)', () => {
    for (const url of ['https://cdn.example.org/mfe_info/1.0.0/remoteEntry.js', 'https://cdn.example.org/mfe_info/1.0.0/server/remoteEntry.js', 'https://cdn.example.org/x/not-mf-manifest.json']) {
      expect(browserEntryOf(url)).toBe(url);
    }
  });
});

describe('registerResolvedRemotes', () => {
  it('registers the entry scripts with the federation runtime, not the manifests', () => {
    registerResolvedRemotes([
      { name: 'mfe_info', entry: 'https://cdn.example.org/mfe_info/1.0.0/mf-manifest.json', version: '1.0.0', source: 'registry' },
      { name: 'mfe_catalog', entry: 'http://localhost:5001/mf-manifest.json', version: 'dev', source: 'developer' },
    ]);
    expect(mockedRegister).toHaveBeenCalledWith(
      [
        { name: 'mfe_info', entry: 'https://cdn.example.org/mfe_info/1.0.0/remoteEntry.js' },
        { name: 'mfe_catalog', entry: 'http://localhost:5001/remoteEntry.js' },
      ],
      undefined,
    );
  });
});
