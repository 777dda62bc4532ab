/**
 * `attachment` with the real file name (RFC 6266): an ASCII fallback in `filename` for old clients and
 * the exact UTF-8 name in `filename*` (RFC 5987), so "Übungen für Klasse 3.pdf" or "分数.pdf" arrive intact.
 */
export function attachment(name: string): string {
  const fallback = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
