/**
 * What the next page's title announcement adds (issue 18): the country switch leaves "Country changed:
 * Italy" here, and the route focus rule (route-focus.ts) says it right after the new page's title, in the
 * new page's language (the message is made when it is said, once the other world's texts are in). One
 * message at a time; taking it clears it.
 */
let pending: (() => string) | null = null;

export function sayAfterNextTitle(message: () => string): void {
  pending = message;
}

/** The message left for this title, made now ('' when none); cleared. */
export function takeAfterTitle(): string {
  const message = pending;
  pending = null;
  return message ? message() : '';
}
