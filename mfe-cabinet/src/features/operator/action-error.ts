import { apiErrorBody, invalidateQueries } from '@teachmarket/shared-kit';
import type { TFunction } from 'i18next';

/** Someone else decided first (another operator, a webhook): the list is stale, not the request. */
const STALE = new Set(['no_open_request', 'order_state', 'already_locked', 'not_locked', 'already_confirmed', 'not_reported', 'not_published']);

/**
 * What an operator page says about a failed action. `stale`: the subject changed meanwhile; the
 * page's lists (`queries`) are read again, so the step closes and the page (not the step, whose
 * row may be gone after the reload) says why.
 */
export function actionError(t: TFunction<'operator'>, error: unknown, queries: string[]): { message: string; stale: boolean } {
  const { code, field } = apiErrorBody(error);
  if (code && STALE.has(code)) {
    invalidateQueries(...queries);
    return { message: t('errors.stale'), stale: true };
  }
  if (code === 'invalid_date' || field === 'paidOn') return { message: t('errors.date'), stale: false };
  if (field === 'reference') return { message: t('errors.reference'), stale: false };
  if (field === 'reason') return { message: t('errors.reason'), stale: false };
  if (code === 'nothing_to_export') return { message: t('money.nothingToExport'), stale: false };
  return { message: t('errors.generic'), stale: false };
}

/**
 * Runs an operator action for a confirm step (ConfirmStep's onConfirm): on success `queries` are read
 * again and `onDone` tells the page's status line; answers the step's error text, or null when it is
 * done (also when the subject changed meanwhile: the page then says so, the step closes).
 */
export async function runAction(
  t: TFunction<'operator'>, action: () => Promise<unknown>, done: string, onDone: (text: string) => void, queries: string[],
): Promise<string | null> {
  try {
    await action();
    invalidateQueries(...queries);
    onDone(done);
    return null;
  } catch (error) {
    const { message, stale } = actionError(t, error, queries);
    if (!stale) return message;
    onDone(message);
    return null;
  }
}

/** A day and time in the reader's language. */
export const dateTime = (language: string, iso: string, time = false) =>
  new Intl.DateTimeFormat(language, time ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(iso));
