import { parseRegistry } from '../registry';
import { entriesFingerprint, isAllowedOverride, resolveRemotes } from '../resolve';
import { OVERRIDE_STORAGE_KEY, readDeveloperOverrides } from '../dev-overrides';

const registry = parseRegistry({
  remotes: {
    mfe_info: {
      entry: 'https://cdn.example.org/mfe_info/1.0.0/mf-manifest.json',
      version: '1.0.0',
      worlds: { fr: { entry: 'https://cdn.example.org/mfe_info/1.1.0-canary/mf-manifest.json', version: '1.1.0-canary' } },
    },
    mfe_catalog: { entry: 'https://cdn.example.org/mfe_catalog/1.0.0/mf-manifest.json', version: '1.0.0' },
  },
}).registry;

const byName = (world: string, overrides = {}, allowed: string[] = []) =>
  Object.fromEntries(resolveRemotes(registry, world, overrides, allowed).remotes.map((r) => [r.name, r]));

describe('resolveRemotes: per-world overrides', () => {
  it('serves the canary only in the world that has the override', () => {
    expect(byName('fr').mfe_info).toMatchObject({ version: '1.1.0-canary', source: 'world' });
    expect(byName('de').mfe_info).toMatchObject({ version: '1.0.0', source: 'registry' });
    expect(byName('fr').mfe_catalog).toMatchObject({ version: '1.0.0', source: 'registry' });
  });

  it('changes the fingerprint only for worlds with other entries', () => {
    const fp = (w: string) => entriesFingerprint(resolveRemotes(registry, w).remotes);
    expect(fp('de')).toBe(fp('it'));
    expect(fp('fr')).not.toBe(fp('de'));
  });
});

describe('developer overrides', () => {
  const allowed = ['http://localhost:5008'];

  it('accepts an override on an allowed origin', () => {
    const r = byName('de', { mfe_info: 'http://localhost:5008/mf-manifest.json' }, allowed);
    expect(r.mfe_info).toMatchObject({ entry: 'http://localhost:5008/mf-manifest.json', source: 'developer' });
  });

  it('rejects arbitrary URLs and other ports, and keeps the registry entry', () => {
    for (const url of ['https://evil.example.com/mf-manifest.json', 'http://localhost:5009/mf-manifest.json', 'javascript:alert(1)']) {
      const { remotes, problems } = resolveRemotes(registry, 'de', { mfe_info: url }, allowed);
      expect(remotes.find((x) => x.name === 'mfe_info')).toMatchObject({ source: 'registry' });
      expect(problems).toEqual([expect.objectContaining({ code: 'override_rejected', remote: 'mfe_info' })]);
    }
  });

  it('accepts nothing when no origin is configured', () => {
    expect(isAllowedOverride('http://localhost:5008/mf-manifest.json', [])).toBe(false);
  });

  it('reads overrides from the query and from localStorage, the query winning', () => {
    const storage = {
      getItem: (key: string) =>
        key === OVERRIDE_STORAGE_KEY ? JSON.stringify({ mfe_info: 'http://localhost:5008/a.json', mfe_catalog: 'http://localhost:5001/c.json', bogus: 'x' }) : null,
    };
    const overrides = readDeveloperOverrides('?remote-override=mfe_info=http://localhost:5008/b.json,nope=1', storage);
    expect(overrides).toEqual({ mfe_info: 'http://localhost:5008/b.json', mfe_catalog: 'http://localhost:5001/c.json' });
  });

  it('ignores a broken stored value and a storage that throws', () => {
    expect(readDeveloperOverrides('', { getItem: () => '{not json' })).toEqual({});
    expect(
      readDeveloperOverrides('', {
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual({});
  });
});
