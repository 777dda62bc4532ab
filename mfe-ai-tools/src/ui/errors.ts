import { apiErrorInfo } from '@teachmarket/shared-kit';

export type AiErrorKey = `errors.${'input' | 'login' | 'notAuthor' | 'notFound' | 'provider' | 'generic'}`;

/** The i18n key of a message a person can act on, from a failed AI call (null for a cancellation). */
export function aiErrorKey(error: unknown): AiErrorKey | null {
  const info = apiErrorInfo(error);
  if (info.cancelled) return null;
  switch (info.status) {
    case 400: return 'errors.input';
    case 401: return 'errors.login';
    case 403: return 'errors.notAuthor';
    case 404: return 'errors.notFound';
    case 502: return 'errors.provider';
    default: return 'errors.generic';
  }
}
