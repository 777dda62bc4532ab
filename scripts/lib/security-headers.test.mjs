import crypto from 'node:crypto';
import http from 'node:http';
import { createSecurityHeaders, inlineStyleHashes, parseOriginList, registryOrigins, shellPolicy, withNonce } from './security-headers.mjs';

/** A policy string as directive -> sources. */
function parse(policy) {
  const out = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

// The registry as ops write it (README "For ops"): a per-world canary on another host.
const registry = {
  remotes: {
    mfe_catalog: { entry: 'https://cdn.example.org/mfe_catalog/1.3.0/mf-manifest.json', version: '1.3.0' },
    mfe_info: {
      entry: 'https://cdn.example.org/mfe_info/1.0.0/mf-manifest.json',
      version: '1.0.0',
      worlds: { fr: { entry: 'https://canary.example.org:8443/mfe_info/1.1.0/mf-manifest.json', version: '1.1.0' } },
    },
  },
};
const config = { apiUrl: 'https://api.teachmarket.example', devOverrideOrigins: ['http://localhost:5001'] };

describe('the shell policy derived from the registry and /config.json', () => {
  it('lists each registry origin once, per-world overrides included, and nothing but origins', () => {
    expect(registryOrigins(registry)).toEqual(['https://canary.example.org:8443', 'https://cdn.example.org']);
    // An entry cannot smuggle a directive in: only URL origins are ever copied.
    const hostile = { remotes: { a: { entry: "https://evil.example/x; script-src * 'unsafe-inline'" }, b: { entry: 'javascript:alert(1)' }, c: null } };
    expect(registryOrigins(hostile)).toEqual(['https://evil.example']);
    expect(registryOrigins(null)).toEqual([]);
  });

  it('lets the remotes, the dev override origin and the API in, with a nonce and no inline script', () => {
    const policy = parse(shellPolicy({ remoteOrigins: registryOrigins(registry), config, nonce: 'abc123' }));
    const code = ['https://canary.example.org:8443', 'https://cdn.example.org', 'http://localhost:5001'];
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'", ...code]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'", ...code]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.teachmarket.example', 'wss://api.teachmarket.example']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://api.teachmarket.example', ...code]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    for (const sources of Object.values(policy)) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
    }
  });

  it('a local http API gets a ws: socket origin; partner origins may frame', () => {
    const policy = parse(
      shellPolicy({
        remoteOrigins: ['http://localhost:3601'],
        config: { apiUrl: 'http://localhost:4000/', sentryDsn: 'https://key@o1.ingest.sentry.example/7' },
        nonce: 'n',
        frameAncestors: ['https://partner.example'],
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000', 'https://o1.ingest.sentry.example']);
    expect(policy['frame-ancestors']).toEqual(['https://partner.example']);
  });

  it('FRAME_ANCESTORS takes exact origins only', () => {
    expect(parseOriginList('https://a.example, https://b.example:8443/', 'FRAME_ANCESTORS')).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(parseOriginList(undefined, 'FRAME_ANCESTORS')).toEqual([]);
    expect(() => parseOriginList('https://a.example/page', 'FRAME_ANCESTORS')).toThrow(/FRAME_ANCESTORS: "https:\/\/a.example\/page" is not an origin/);
    expect(() => parseOriginList('*', 'FRAME_ANCESTORS')).toThrow(/not an origin/);
  });

  it('puts the nonce on every script tag of the HTML', () => {
    const html = '<head><script defer="defer" src="/main.1.js"></script><script>x()</script><style>a{}</style></head>';
    expect(withNonce(html, 'N')).toBe('<head><script nonce="N" defer="defer" src="/main.1.js"></script><script nonce="N">x()</script><style nonce="N">a{}</style></head>');
  });
});

describe('headers on a real response', () => {
  async function headersOf(handler) {
    const server = http.createServer(handler);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${server.address().port}/`);
      return { headers: res.headers, body: await res.text() };
    } finally {
      server.close();
    }
  }

  it('the shell HTML: a fresh nonce per response that matches the script tags', async () => {
    const security = createSecurityHeaders();
    const send = (req, res) =>
      res.end(security.shellHtml(req, res, { html: '<script src="/main.js"></script>', registryText: JSON.stringify(registry), config }));
    const first = await headersOf(send);
    const second = await headersOf(send);
    const nonceOf = (r) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy'))[1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body).toBe(`<script nonce="${nonceOf(first)}" src="/main.js"></script>`);
    expect(parse(first.headers.get('content-security-policy'))['script-src']).toContain('https://canary.example.org:8443');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('strict-transport-security')).toBeNull();
  });

  it('a shared (cacheable) page: no nonce in the policy or the HTML, and still no inline scripts allowed', async () => {
    const security = createSecurityHeaders();
    const page = await headersOf((req, res) =>
      res.end(security.shellHtml(req, res, { html: '<script src="/main.js"></script>', registryText: JSON.stringify(registry), config, shared: true })),
    );
    const policy = parse(page.headers.get('content-security-policy'));
    expect(policy['script-src'].some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).toContain("'self'");
    expect(page.body).toBe('<script src="/main.js"></script>');
  });

  it('a remote file: cross-origin resource policy, nosniff, HSTS behind a TLS proxy only', async () => {
    const security = createSecurityHeaders();
    const plain = await headersOf((req, res) => {
      security.remote(req, res);
      res.end('');
    });
    expect(plain.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(parse(plain.headers.get('content-security-policy'))).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await headersOf((req, res) => {
      req.headers['x-forwarded-proto'] = 'https';
      security.remote(req, res);
      res.end('');
    });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('inline style blocks of a rendered page (issue 15/16)', () => {
  it('are allowed by the SHA-256 of their exact text, and nothing else inline is', () => {
    const css = '.tm-header{color:#111}';
    const html = `<head><style data-href="/bootstrap.0123abcd.css">${css}</style><style>.injected{}</style></head>`;
    const hashes = inlineStyleHashes(html);
    expect(hashes).toEqual([`'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`]);
    const policy = shellPolicy({ remoteOrigins: [], config: { apiUrl: 'http://localhost:4000' }, nonce: null, styleHashes: hashes });
    const styleSrc = policy.split('; ').find((d) => d.startsWith('style-src '));
    expect(styleSrc).toContain(hashes[0]);
    expect(styleSrc).not.toContain('unsafe-inline');
  });
});
