import { $popup } from './popups';

/**
 * s16 QA row 19: a popup that opens by itself (the personalisation popup, spec §4's 10 s) never opens
 * over another dialog (terms prompt, consent, the tour, the phone menu) or while the visitor types: it
 * waits until they are idle. Issue 16: part of the signed-in services' chunk.
 */

/** How long nobody may have typed, clicked or tapped before such a popup opens. */
export const IDLE_MS = 4_000;

/** A control the visitor types into (the header's search box, any form field). */
const EDITABLE = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]), textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Something on screen that a popup must not cover or interrupt: another popup or dialog, open suggestions, focus in a field. */
export function visitorBusy(doc: Document = document): boolean {
  if ($popup.get() !== null) return true;
  if (doc.querySelector('[aria-modal="true"], dialog[open], [role="combobox"][aria-expanded="true"]')) return true;
  const active = doc.activeElement;
  return active instanceof Element && active.matches(EDITABLE);
}

const INPUT_EVENTS = ['keydown', 'input', 'pointerdown'] as const;

/**
 * Runs `run` once the visitor is idle: at once when nothing keeps them busy, else after IDLE_MS without
 * a key, input or pointer press and with nothing busy (visitorBusy) then. Returns a cancel function.
 */
export function whenIdle(run: () => void, { doc = document, quietMs = IDLE_MS, busy = () => visitorBusy(doc) }: { doc?: Document; quietMs?: number; busy?: () => boolean } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(check, quietMs);
  };
  const stop = () => {
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) doc.removeEventListener(type, arm, true);
  };
  function check() {
    if (busy()) return arm();
    stop();
    run();
  }
  if (!busy()) {
    run();
    return () => undefined;
  }
  for (const type of INPUT_EVENTS) doc.addEventListener(type, arm, true);
  arm();
  return stop;
}
