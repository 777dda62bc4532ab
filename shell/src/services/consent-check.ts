/** spec §4/§9: the consent check polls each second, up to 10 times. */
export const CONSENT_POLL_MS = 1000;
export const CONSENT_POLL_ATTEMPTS = 10;

export type ConsentAnswer = 'required' | 'decided' | 'pending';

/**
 * Asks `check` until it answers (the consent manager may load after the shell). After the last
 * attempt a still-pending answer counts as "required": asking too often is better than tracking
 * without consent. Returns a cancel function.
 */
export function pollConsent(check: () => ConsentAnswer, done: (answer: Exclude<ConsentAnswer, 'pending'>) => void): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    attempts += 1;
    const answer = check();
    if (answer !== 'pending') return done(answer);
    if (attempts >= CONSENT_POLL_ATTEMPTS) return done('required');
    timer = setTimeout(run, CONSENT_POLL_MS);
  };
  run();
  return () => clearTimeout(timer);
}
