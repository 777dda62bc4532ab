import { withPreconnects } from './html-hints.mjs';

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

  it('skips what is not an origin and leaves the page alone when there is nothing to add', () => {
    expect(withPreconnects(html, { remoteOrigins: ['javascript:alert(1)', 'http://x/"><script>', 'not a url'] })).toBe(html);
    expect(withPreconnects(html, {})).toBe(html);
  });
});
