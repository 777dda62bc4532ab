// Issue 15/16: a page's HTML (rendered per request, with its JSON state: 50-70 KB) goes out compressed,
// brotli at a fast level (it is made per request) or gzip, whatever the browser accepts, with
// `Vary: Accept-Encoding` so a shared cache keeps one copy per encoding. Small answers stay as they are.
import zlib from 'node:zlib';

const MIN_BYTES = 1024;

/** The encoding the browser accepts that we send: 'br', 'gzip' or null. */
function encodingFor(acceptEncoding) {
  const accepts = (name) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!\\s*;\\s*q=0(\\.0+)?(\\s|,|$))`, 'i').test(acceptEncoding);
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** The body to send for `html`, and the Content-Encoding it needs (null: send as it is). */
export function compressHtml(html, acceptEncoding = '') {
  const body = Buffer.from(html, 'utf8');
  const accepts = (name) => encodingFor(acceptEncoding) === name;
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

/**
 * Issue 15: a rendered page in two parts, the head as soon as it is known and the body once rendered,
 * through one compression stream flushed after the head (the browser reads the head's styles and opens
 * its connections while the server renders). No Content-Length: the response is chunked.
 */
export async function streamHtml(req, res, head, rest) {
  const encoding = encodingFor(String(req.headers['accept-encoding'] ?? ''));
  res.setHeader('Vary', 'Accept-Encoding');
  if (!encoding) {
    res.write(head);
    res.end(await rest);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  const stream = encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
  stream.write(head);
  stream.flush(encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
  stream.end(await rest);
}
