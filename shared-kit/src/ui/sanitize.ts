/**
 * Issue 16: sanitised HTML in the browser, the sub-path `@teachmarket/shared-kit/sanitize` (NOT part of
 * shared-kit's index: a sub-path is bundled into the page chunk that imports it: material, blog post, post
 * editor, help). The allow-list has a few tags and no attribute at all (sanitize-rules.ts), so no general
 * sanitiser is needed: the HTML is parsed by the browser into an inert document (DOMParser: no script
 * runs, nothing loads), and the result is written anew from that tree: an allowed HTML element as its bare
 * tag, text escaped, anything else as its text (script, style and the like without it). The output can hold
 * nothing but those tags and text, whatever the input (DOMPurify did the same for these rules at 10 KB br
 * of the material page's first view). The server render uses ./sanitize.server.ts (sanitize-html, package.json
 * "node" condition) with the same rules; sanitize.test.ts checks that both keep and drop the same.
 */
import { DESCRIPTION_TAGS, DROPPED_WITH_CONTENT, POST_TAGS } from './sanitize-rules';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const VOID = new Set(['br']);
const DROPPED: ReadonlySet<string> = new Set(DROPPED_WITH_CONTENT);

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function write(parent: Node, allowed: ReadonlySet<string>): string {
  let out = '';
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === Node.TEXT_NODE) {
      out += escapeText((node as Text).data);
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const tag = element.localName;
      if (DROPPED.has(tag)) continue;
      const inner = write(element, allowed);
      if (!allowed.has(tag) || element.namespaceURI !== HTML_NAMESPACE) out += inner;
      else out += VOID.has(tag) ? `<${tag}>` : `<${tag}>${inner}</${tag}>`;
    }
    // comments, processing instructions: dropped
  }
  return out;
}

function sanitize(html: string, tags: readonly string[]): string {
  // In the body from the start, so no leading <noscript>, <style> or <title> is parsed into the head.
  const doc = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  return write(doc.body, new Set(tags));
}

/** Sanitised description HTML. */
export function sanitizeDescription(html: string): string {
  return sanitize(html, DESCRIPTION_TAGS);
}

/** Sanitised blog post body HTML. */
export function sanitizePostBody(html: string): string {
  return sanitize(html, POST_TAGS);
}
