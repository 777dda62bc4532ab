/**
 * Issue 16: `@teachmarket/shared-kit/sanitized-html` as the server render sees it (package.json exports,
 * "node" condition): the HTML sanitised with sanitize-html (sanitize.server.ts), synchronously, into the
 * page. The browser keeps this markup when it hydrates (SanitizedHtml.tsx).
 */
import { sanitizeDescription, sanitizePostBody } from './sanitize.server';
import type { SanitizedHtmlProps } from './sanitize-rules';

export function SanitizedHtml({ html, rules, className }: SanitizedHtmlProps) {
  const markup = rules === 'post' ? sanitizePostBody(html) : sanitizeDescription(html);
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: markup }} />;
}
