/**
 * Sets `<meta name=… content=…>` in the document head, creating it when missing: the shell's Head
 * sets the route's tags, and a page with data (a material) refines them.
 */
export function setMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}
