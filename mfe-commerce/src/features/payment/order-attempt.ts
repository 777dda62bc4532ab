/**
 * A key for one order attempt (the Idempotency-Key of POST v1/orders): the same key goes with every
 * retry of the same attempt, so an answer lost on the way (a dropped connection after the order was
 * placed) cannot become a second order when the buyer presses the button again.
 */
export function newAttemptKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
