import zlib from 'node:zlib';
import { compressHtml } from './compress-html.mjs';

const html = `<!doctype html><html><body>${'<p>Bruchrechnung einfach erklärt</p>'.repeat(200)}</body></html>`;

test('brotli when accepted, else gzip, else as it is; the bytes come back the same', () => {
  const br = compressHtml(html, 'gzip, deflate, br');
  expect(br.encoding).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(html);
  expect(br.body.length).toBeLessThan(html.length / 5);
  const gz = compressHtml(html, 'gzip');
  expect(gz.encoding).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(html);
  expect(compressHtml(html, '').encoding).toBeNull();
  expect(compressHtml(html, 'br;q=0, gzip').encoding).toBe('gzip');
  expect(compressHtml('<p>small</p>', 'br').encoding).toBeNull();
});

// Issue 15: a rendered page's head goes out (decodable on its own) before its body is ready.
test('a streamed page sends its head decodable before the body exists, then the whole page', async () => {
  const { streamHtml } = await import('./compress-html.mjs');
  const http = await import('node:http');
  let release;
  const head = `<!doctype html><html><head><title>Bruch</title><style>${'p{margin:0}'.repeat(100)}</style></head>`;
  const body = `<body>${'<p>Bruchrechnung einfach erklärt</p>'.repeat(200)}</body></html>`;
  // Each request's body exists only once the client has read the whole head.
  const server = http.createServer((req, res) => { void streamHtml(req, res, head, new Promise((resolve) => { release = resolve; })); });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    for (const encoding of ['br', 'gzip', '']) {
      const got = await new Promise((resolve, reject) => {
        const req = http.get({ port: server.address().port, host: '127.0.0.1', headers: { 'accept-encoding': encoding } }, (res) => {
          const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : encoding === 'gzip' ? zlib.createGunzip() : null;
          const out = decoder ?? res;
          if (decoder) res.pipe(decoder);
          let text = '';
          let headSeen = false;
          out.on('data', (chunk) => {
            text += chunk.toString('utf8');
            if (!headSeen && text === head) {
              headSeen = true;
              release(body); // the body is made only once the head has arrived whole
            }
          });
          out.on('end', () => resolve({ text, headSeen, encoding: res.headers['content-encoding'] }));
          out.on('error', reject);
        });
        req.on('error', reject);
      });
      expect(got.headSeen).toBe(true);
      expect(got.text).toBe(head + body);
      expect(got.encoding).toBe(encoding || undefined);
    }
  } finally {
    server.close();
  }
});
