import guardPlugin from '../guard-plugin';
import { setReporter } from '../../errors/reporter';
import { rememberRegistry } from '../../registry/current';

// Issue 19: a remote that fails to load is reported with the version this world runs, so the
// operators' errors view groups a failing canary under its version.

describe('guard plugin reports', () => {
  it('name the remote, its version in the page world and the world', async () => {
    const reports: { code: string; context: Record<string, unknown> }[] = [];
    setReporter({ report: (code, _error, context = {}) => void reports.push({ code, context }) });
    rememberRegistry({
      remotes: {
        mfe_info: { entry: 'http://localhost:3008/mf-manifest.json', version: '1.0.0', worlds: { fr: { entry: 'http://localhost:3008/canary/mf-manifest.json', version: '1.1.0-canary' } } },
      },
    }, 'fr', {}, []);
    window.history.replaceState(null, '', '/fr/aide');
    const plugin = guardPlugin();
    await plugin.errorLoadRemote?.({ id: 'mfe_info/routes', error: new Error('ScriptExternalLoadError: Loading script failed'), lifecycle: 'onLoad' } as never);
    expect(reports[0]?.code).toMatch(/^remote_/);
    expect(reports[0]?.context).toMatchObject({ remote: 'mfe_info', version: '1.1.0-canary', world: 'fr' });
  });
});
