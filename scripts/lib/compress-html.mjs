// Issue 15/16: a page's HTML (rendered per request, with its JSON state: 50-70 KB) goes out compressed,
// brotli at a fast level (it is made per request) or gzip, whatever the browser accepts, with
// `Vary: Accept-Encoding` so a shared cache keeps one copy per encoding. Small answers stay as they are.
import zlib from 'node:zlib';

const MIN_BYTES = 1024;

/** The body to send for `html`, and the Content-Encoding it needs (null: send as it is). */
export function compressHtml(html, acceptEncoding = '') {
  const body = Buffer.from(html, 'utf8');
  const accepts = (name) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!\\s*;\\s*q=0(\\.0+)?(\\s|,|$))`, 'i').test(acceptEncoding);
  if (body.length < MIN_BYTES) return { body, encoding: null };
  if (accepts('br')) return { body: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }), encoding: 'br' };
  if (accepts('gzip')) return { body: zlib.gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body, encoding: null };
}

/** Sends `html` compressed as the request accepts (Vary: Accept-Encoding either way). */
export function endHtml(req, res, html) {
  const { body, encoding } = compressHtml(html, String(req.headers['accept-encoding'] ?? ''));
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
