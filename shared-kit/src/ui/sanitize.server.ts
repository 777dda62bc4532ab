/**
 * Issue 15: `@teachmarket/shared-kit/sanitize` as the server render sees it (package.json exports, "node"
 * condition: webpack's async-node builds pick it). DOMPurify needs a DOM, which Node has not; sanitize-html
 * applies the same allow-list to a parsed tree. Text outside allowed tags is kept, everything else dropped.
 */
import sanitizeHtml from 'sanitize-html';
import { DESCRIPTION_TAGS, DROPPED_WITH_CONTENT, POST_TAGS } from './sanitize-rules';

const options = (tags: readonly string[]): sanitizeHtml.IOptions => ({
  allowedTags: [...tags],
  allowedAttributes: {},
  // Like DOMPurify (sanitize.ts): the contents of script, style and the like go with them.
  nonTextTags: [...DROPPED_WITH_CONTENT],
});

/** Sanitised description HTML. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options(DESCRIPTION_TAGS));
}

/** Sanitised blog post body HTML. */
export function sanitizePostBody(html: string): string {
  return sanitizeHtml(html, options(POST_TAGS));
}
