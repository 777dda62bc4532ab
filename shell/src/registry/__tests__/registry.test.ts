import { parseRegistry, parseRegistryText } from '../registry';

const entry = (name: string, version = '1.0.0') => ({ entry: `https://cdn.example.org/${name}/${version}/mf-manifest.json`, version });
const all = () => ({
  remotes: Object.fromEntries(
    ['mfe_catalog', 'mfe_material', 'mfe_author', 'mfe_cabinet', 'mfe_commerce', 'mfe_ai_tools', 'mfe_interactive', 'mfe_info'].map((n) => [n, entry(n)]),
  ),
});

describe('parseRegistry', () => {
  it('accepts a complete registry without problems', () => {
    const { registry, problems } = parseRegistry(all());
    expect(problems).toEqual([]);
    expect(Object.keys(registry.remotes)).toHaveLength(8);
    expect(registry.remotes.mfe_catalog).toEqual({ ...entry('mfe_catalog'), worlds: {} });
  });

  it('reports bad JSON and keeps the shell alive with no remotes', () => {
    const { registry, problems } = parseRegistryText('{ "remotes": ');
    expect(registry.remotes).toEqual({});
    expect(problems).toEqual([expect.objectContaining({ code: 'registry_unreadable' })]);
  });

  it('rejects a document without a remotes object', () => {
    expect(parseRegistry([]).problems[0]?.code).toBe('registry_not_object');
    expect(parseRegistry({ remotes: 'x' }).problems[0]?.code).toBe('registry_not_object');
  });

  it('drops an unknown remote and keeps the valid ones', () => {
    const raw = all();
    (raw.remotes as Record<string, unknown>).mfe_unknown = entry('mfe_unknown');
    const { registry, problems } = parseRegistry(raw);
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown_remote', remote: 'mfe_unknown' })]);
    expect(Object.keys(registry.remotes)).toHaveLength(8);
  });

  it.each([['not a url'], ['ftp://example.org/mf-manifest.json'], ['javascript:alert(1)'], [42], [null]])('rejects entry %p', (bad) => {
    const raw = all();
    (raw.remotes as Record<string, unknown>).mfe_info = { entry: bad, version: '1.0.0' };
    const { registry, problems } = parseRegistry(raw);
    expect(registry.remotes.mfe_info).toBeUndefined();
    expect(registry.remotes.mfe_catalog).toBeDefined();
    expect(problems).toEqual([expect.objectContaining({ code: 'bad_entry', remote: 'mfe_info' })]);
  });

  it('requires a version', () => {
    const raw = all();
    (raw.remotes as Record<string, unknown>).mfe_info = { entry: entry('mfe_info').entry, version: '' };
    expect(parseRegistry(raw).problems).toEqual([expect.objectContaining({ code: 'bad_version', remote: 'mfe_info' })]);
  });

  it('reads per-world overrides and rejects unknown worlds and bad override entries', () => {
    const raw = all();
    (raw.remotes as Record<string, unknown>).mfe_info = {
      ...entry('mfe_info'),
      worlds: { fr: entry('mfe_info', '1.1.0-canary'), xx: entry('mfe_info', '2.0.0'), it: { entry: 'nope', version: '2' } },
    };
    const { registry, problems } = parseRegistry(raw);
    expect(registry.remotes.mfe_info?.worlds).toEqual({ fr: entry('mfe_info', '1.1.0-canary') });
    expect(problems.map((p) => p.code).sort()).toEqual(['bad_entry', 'unknown_world']);
  });

  it('lists a remote that is missing from the registry', () => {
    const raw = all();
    delete (raw.remotes as Record<string, unknown>).mfe_cabinet;
    expect(parseRegistry(raw).problems).toEqual([expect.objectContaining({ code: 'missing_remote', remote: 'mfe_cabinet' })]);
  });
});
