import { fireEvent, screen, within } from '@testing-library/react';
import { setHttpClient, type RemotesState } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logInAsOperator, reset } from '../../../ui/__tests__/session';
import RemotesPage from '../RemotesPage';

const entry = (name: string, version: string) => `http://remotes.test/${name}/${version}/mf-manifest.json`;
const NAMES = ['mfe_catalog', 'mfe_material', 'mfe_author', 'mfe_cabinet', 'mfe_commerce', 'mfe_ai_tools', 'mfe_interactive', 'mfe_info'];
const registry = { remotes: Object.fromEntries(NAMES.map((n) => [n, { entry: entry(n, '1.0.0'), version: '1.0.0', worlds: {} }])) };
const state: RemotesState = {
  id: null, savedAt: null, registry, baseline: registry, worlds: ['de', 'fr'], contractVersion: 1,
  builds: { mfe_info: [{ version: '1.0.0', entry: entry('mfe_info', '1.0.0') }, { version: '1.1.0-canary', entry: entry('mfe_info', '1.1.0-canary') }] },
};
const props = () => ({ world: 'de' as const, routeId: 'operatorRemotes', params: {}, query: new URLSearchParams() });

function fixtures(over: Parameters<typeof createFixtureClient>[0] = {}) {
  return createFixtureClient({
    'get v1/operator/remotes': state,
    'get v1/operator/remotes/health': { items: [] },
    'get v1/operator/remotes/history': { items: [], total: 0, page: 1, per_page: 20 },
    ...over,
  });
}

describe('RemotesPage (operator console)', () => {
  afterEach(reset);

  it('canaries a build in one world after the confirm step: checked, then saved on the version shown', async () => {
    logInAsOperator();
    const saved: unknown[] = [];
    const client = fixtures({
      'post v1/operator/remotes/check': { problems: [] },
      'put v1/operator/remotes': (options: { json?: unknown } | undefined) => {
        saved.push(options?.json);
        return { id: 1, registry, changes: [] };
      },
    });
    setHttpClient(client);
    renderWithShell(<RemotesPage {...props()} />);
    const row = await screen.findByTestId('remote-mfe_info');
    fireEvent.click(within(row).getByRole('button', { name: 'Change version of mfe_info' }));
    fireEvent.change(within(row).getByLabelText('Where'), { target: { value: 'fr' } });
    fireEvent.change(within(row).getByLabelText('Version'), { target: { value: '1.1.0-canary' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('mfe_info 1.1.0-canary now runs in fr.')).toHaveAttribute('role', 'status');
    expect(saved).toEqual([expect.objectContaining({
      basedOn: null, action: 'canary',
      registry: expect.objectContaining({ remotes: expect.objectContaining({ mfe_info: expect.objectContaining({ version: '1.0.0', worlds: { fr: { entry: entry('mfe_info', '1.1.0-canary'), version: '1.1.0-canary' } } }) }) }),
    })]);
  });

  it('shows what the check found and saves nothing', async () => {
    logInAsOperator();
    const client = fixtures({
      'post v1/operator/remotes/check': { problems: [{ code: 'contract_mismatch', remote: 'mfe_info', world: 'fr', entry: entry('mfe_info', '1.1.0-canary'), message: 'x' }] },
    });
    setHttpClient(client);
    renderWithShell(<RemotesPage {...props()} />);
    const row = await screen.findByTestId('remote-mfe_info');
    fireEvent.click(within(row).getByRole('button', { name: 'Change version of mfe_info' }));
    fireEvent.change(within(row).getByLabelText('Where'), { target: { value: 'fr' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('mfe_info (fr) implements another contract version than the shell.');
    expect(client.calls.some((c) => c.method === 'put')).toBe(false);
  });
});
