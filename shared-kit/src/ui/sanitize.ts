/**
 * Issue 16: DOMPurify only where HTML is sanitised. This file is the sub-path `@teachmarket/shared-kit/sanitize`,
 * NOT part of shared-kit's index: the index is the federation singleton every first view loads, whereas a
 * sub-path is bundled into the page chunk that imports it (material, blog post, post editor, help), so a
 * page without sanitised HTML never downloads DOMPurify. It has no state, so a copy per remote is harmless.
 */
import DOMPurify from 'dompurify';

// The API already limits descriptions to a few tags; sanitising again keeps a compromised API from injecting script.
const ALLOWED = { ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'], ALLOWED_ATTR: [] as string[] };

/** Sanitised description HTML (DOMPurify, a shared-kit dependency: remotes do not import it themselves). */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

// Blog posts may also have sub-headings and quotes; still no attributes, so no links, styles or handlers.
const POST_ALLOWED = { ALLOWED_TAGS: [...ALLOWED.ALLOWED_TAGS, 'h2', 'h3', 'blockquote'], ALLOWED_ATTR: [] as string[] };

/** Sanitised blog post body HTML (DOMPurify). */
export function sanitizePostBody(html: string): string {
  return DOMPurify.sanitize(html, POST_ALLOWED);
}
