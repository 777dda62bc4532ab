// What sanitised HTML may contain, for the browser's DOMPurify (sanitize.ts) and the server render's
// sanitize-html (sanitize.server.ts): no attributes at all, so no links, styles or handlers.

// The API already limits descriptions to a few tags; sanitising again keeps a compromised API from injecting script.
export const DESCRIPTION_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'] as const;

// Blog posts may also have sub-headings and quotes.
export const POST_TAGS = [...DESCRIPTION_TAGS, 'h2', 'h3', 'blockquote'] as const;

// Elements dropped with their content (not kept as text), in the browser and on the server alike.
export const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'] as const;

/** Which allow-list: a description's (also help articles) or a blog post's. */
export type SanitizeRules = 'description' | 'post';

/** SanitizedHtml's props, the same in the browser (SanitizedHtml.tsx) and on the server (SanitizedHtml.server.tsx). */
export interface SanitizedHtmlProps {
  html: string;
  rules: SanitizeRules;
  className?: string;
}
