import { withBootData, withLocalePreloads, withPreconnects } from './html-hints.mjs';

const html = '<html><head><title>t</title></head><body></body></html>';

describe('preconnect hints in the shell HTML (issue 16)', () => {
  it('names every remote origin (plain and CORS) and the API, once each', () => {
    const out = withPreconnects(html, { remoteOrigins: ['http://localhost:3001', 'http://localhost:3001', 'https://cdn.example'], apiOrigin: 'http://localhost:4000' });
    expect(out.match(/rel="preconnect"/g)).toHaveLength(5);
    expect(out).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin />');
    expect(out).toContain('<link rel="preconnect" href="https://cdn.example" />');
    expect(out).toContain('<link rel="preconnect" href="http://localhost:4000" crossorigin="use-credentials" />');
    expect(out.indexOf('preconnect')).toBeLessThan(out.indexOf('</head>'));
  });

  it("a page that preloads its route's remote preconnects to that origin only; the others get a DNS lookup", () => {
    const page = html.replace('</head>', '<link rel="preload" as="script" href="http://localhost:3001/mfe_catalog/1.0.0/remoteEntry.js" /></head>');
    const out = withPreconnects(page, { remoteOrigins: ['http://localhost:3001', 'http://localhost:3002'], apiOrigin: 'http://localhost:4000' });
    expect(out).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin />');
    expect(out).not.toContain('<link rel="preconnect" href="http://localhost:3002"');
    expect(out).toContain('<link rel="dns-prefetch" href="http://localhost:3002" />');
    expect(out).toContain('<link rel="preconnect" href="http://localhost:4000" crossorigin="use-credentials" />');
  });

  it("a rendered page whose remote files wait in #tm-later (issue 15) preconnects to that remote's origin only", () => {
    const page = html.replace('</head>', '<script type="application/json" id="tm-later">{"links":[{"rel":"preload","as":"script","href":"http://localhost:3002/mfe_material/1.0.0/remoteEntry.js"}],"scripts":["/main.js"]}</script></head>');
    const out = withPreconnects(page, { remoteOrigins: ['http://localhost:3001', 'http://localhost:3002'], apiOrigin: 'http://localhost:4000' });
    expect(out).toContain('<link rel="preconnect" href="http://localhost:3002" crossorigin />');
    expect(out).toContain('<link rel="dns-prefetch" href="http://localhost:3001" />');
  });

  it('skips what is not an origin and leaves the page alone when there is nothing to add', () => {
    expect(withPreconnects(html, { remoteOrigins: ['javascript:alert(1)', 'http://x/"><script>', 'not a url'] })).toBe(html);
    expect(withPreconnects(html, {})).toBe(html);
  });
});

describe('locale preloads in the shell HTML (issue 16)', () => {
  const manifest = { 'de/common': 'de/common.0123abcd.json', 'de/header': 'de/header.89abcdef.json', 'en/common': 'en/common.fedcba98.json' };

  it('preloads the manifest and the world bundle of the first-render namespaces it has', () => {
    const out = withLocalePreloads(html, { manifest, world: 'de', namespaces: ['common', 'header', 'footer'] });
    expect(out.match(/rel="preload"/g)).toHaveLength(3);
    expect(out).toContain('<link rel="preload" as="fetch" href="/locales/manifest.json" crossorigin />');
    expect(out).toContain('<link rel="preload" as="fetch" href="/locales/de/header.89abcdef.json" crossorigin />');
    expect(out).not.toContain('en/common');
  });

  it('adds nothing for a path without a world, an unknown world or a file name that is not a hashed bundle file', () => {
    expect(withLocalePreloads(html, { manifest, world: null, namespaces: ['common'] })).toBe(html);
    expect(withLocalePreloads(html, { manifest, world: 'xx', namespaces: ['common'] })).toBe(html);
    expect(withLocalePreloads(html, { manifest: { 'de/common': '../../etc/passwd' }, world: 'de', namespaces: ['common'] })).toBe(html);
  });
});

describe('the start-up data in the shell HTML (issue 16)', () => {
  const page = '<html><head></head><body><div id="root"></div></body></html>';
  const block = (out) => /<script type="application\/json" id="tm-boot">([\s\S]*?)<\/script>/.exec(out)?.[1];

  it('carries config.json and remotes.json as texts, readable back exactly', () => {
    const configText = '{"apiUrl":"http://localhost:4000"}';
    const registryText = '{"remotes":{}}\n';
    const json = block(withBootData(page, { configText, registryText }));
    expect(JSON.parse(json)).toEqual({ config: configText, registry: registryText });
  });

  it('cannot be closed early by what the registry says', () => {
    const registryText = '{"x":"</script><script>alert(1)</script><!--"}';
    const out = withBootData(page, { configText: '{}', registryText });
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).not.toContain('<!--');
    expect(JSON.parse(block(out)).registry).toBe(registryText);
  });
});
