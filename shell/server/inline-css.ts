// Issue 15/16: a server-rendered page paints with its styles in the HTML. Linked stylesheets block the
// first paint until each arrives, and the page's own one sits on the remote's origin (a new connection
// on a phone: several round trips). The shell's first-view CSS and the route's page CSS are small
// (about 35 KB, 8 KB compressed), so they go into the page as <style data-href="…">: the CSS loaders of
// webpack (mini-css-extract) find a stylesheet by that attribute and load none twice. The policy allows
// each block by its hash (`inlineStyleHashes` in scripts/lib/security-headers.mjs), never 'unsafe-inline'.
import fs from 'node:fs';
import path from 'node:path';

/** Files are content-hashed (immutable): kept for the process, up to this many. */
const MAX_FILES = 200;
/** Larger stylesheets stay links (a page's HTML should not carry a whole design system). */
const MAX_BYTES = 64 * 1024;

export interface InlineCss {
  /**
   * The page's stylesheets (`href` as the CSS loaders name them: "/file.css" for the shell's, the full
   * URL for a remote's) as inline blocks where the text is at hand within `budgetMs`, else as links.
   */
  styles(hrefs: readonly string[]): Promise<string>;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const link = (href: string) => `<link rel="stylesheet" href="${escapeAttr(href)}"${/^https?:/.test(href) ? ' crossorigin' : ''} data-ssr-css />`;

/** `shellDir`: the shell's dist folder (without it the shell's stylesheets stay links). */
export function createInlineCss({ shellDir, budgetMs = 150, fetchImpl = fetch }: { shellDir?: string; budgetMs?: number; fetchImpl?: typeof fetch }): InlineCss {
  const texts = new Map<string, Promise<string | null>>();
  const usable = (text: string) => (text.length <= MAX_BYTES && !/<\/style/i.test(text) ? text : null);
  const read = (href: string): Promise<string | null> => {
    if (/^https?:/.test(href)) {
      return fetchImpl(href, { signal: AbortSignal.timeout(2000) })
        .then(async (res) => (res.ok && (res.headers.get('content-type') ?? '').includes('text/css') ? usable(await res.text()) : null))
        .catch(() => null);
    }
    // The shell's own file: its name only, inside its dist folder.
    const file = path.basename(href);
    if (!shellDir || `/${file}` !== href || !file.endsWith('.css')) return Promise.resolve(null);
    return fs.promises.readFile(path.join(shellDir, file), 'utf8').then(usable, () => null);
  };
  const textOf = (href: string) => {
    let found = texts.get(href);
    if (!found) {
      if (texts.size >= MAX_FILES) texts.delete(texts.keys().next().value as string);
      found = read(href);
      texts.set(href, found);
      // A failed read is tried again by the next page.
      void found.then((text) => text === null && texts.delete(href));
    }
    return found;
  };
  return {
    async styles(hrefs) {
      const late = new Promise<null>((done) => setTimeout(() => done(null), budgetMs).unref());
      const blocks = await Promise.all(hrefs.map(async (href) => {
        const text = await Promise.race([textOf(href), late]);
        return text === null ? link(href) : `<style data-href="${escapeAttr(href)}">${text}</style>`;
      }));
      return blocks.join('');
    },
  };
}
