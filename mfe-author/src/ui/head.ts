import { useEffect } from 'react';

/** Sets the document title and description once the page's data is there (the shell set generic ones). */
export function usePageHead(title: string | null, description: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title;
    if (description !== null) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** A description of at most 160 characters, cut at a word. */
export function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
