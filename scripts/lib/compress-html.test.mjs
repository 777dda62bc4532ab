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
