/**
 * Every text of a texts file (mail templates, the API's content texts) by its key path
 * ('kinds.rating_request.paragraphs.1', 'help.buying.articles.1.answer' …), for the completeness tests.
 */
export function leaves(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(path, node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) for (const [p, v] of leaves(value, path ? `${path}.${key}` : key)) out.set(p, v);
  }
  return out;
}
