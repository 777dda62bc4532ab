import DOMPurify from 'dompurify';

// The API already limits descriptions to a few tags; sanitising again keeps a compromised API from injecting script.
const ALLOWED = { ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'], ALLOWED_ATTR: [] as string[] };

/** Sanitised description HTML (DOMPurify, a shared-kit dependency: remotes do not import it themselves). */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}
