/**
 * Issue 16: DOMPurify only where HTML is sanitised. This file is the sub-path `@teachmarket/shared-kit/sanitize`,
 * NOT part of shared-kit's index: the index is the federation singleton every first view loads, whereas a
 * sub-path is bundled into the page chunk that imports it (material, blog post, post editor, help), so a
 * page without sanitised HTML never downloads DOMPurify. It has no state, so a copy per remote is harmless.
 */
import DOMPurify from 'dompurify';
import { DESCRIPTION_TAGS, POST_TAGS } from './sanitize-rules';

// The server build renders with ./sanitize.server.ts instead (package.json "node" condition).
const ALLOWED = { ALLOWED_TAGS: [...DESCRIPTION_TAGS], ALLOWED_ATTR: [] as string[] };

/** Sanitised description HTML (DOMPurify, a shared-kit dependency: remotes do not import it themselves). */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

const POST_ALLOWED = { ALLOWED_TAGS: [...POST_TAGS], ALLOWED_ATTR: [] as string[] };

/** Sanitised blog post body HTML (DOMPurify). */
export function sanitizePostBody(html: string): string {
  return DOMPurify.sanitize(html, POST_ALLOWED);
}
