import { match, type RouteId } from '@teachmarket/shared-kit';
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

/**
 * s17 QA3 (s16 QA2 finding 10): pages whose purpose is writing something. The popup opened over the post
 * editor while the seller was about to start; on these pages it waits until the visitor has left.
 */
const EDITING_PAGES: ReadonlySet<RouteId> = new Set<RouteId>([
  'postEditor', 'firstUpload', 'stepUpload', 'stepName', 'myAuthorProfile', 'accountBankDetails', 'billingAddress', 'changePassword',
  'cabinetChangeEmail', 'schoolCreate', 'payment',
]);

/** Forms the visitor typed into (a comment, the school invitation …), while they stay on the page. */
const touchedForms = new WeakSet<Element>();
const watchedDocs = new WeakSet<Document>();

/**
 * Remembers every form the visitor types into (not the header's search). Started with the popup's timer
 * (personalisation-popup.ts), so what is typed before the 10 s counts too.
 */
export function watchFormInput(doc: Document = document): void {
  if (watchedDocs.has(doc)) return;
  watchedDocs.add(doc);
  doc.addEventListener('input', (event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null;
    if (form && !form.matches('[role="search"]') && !form.closest('header')) touchedForms.add(form);
  }, true);
}

function onEditingPage(doc: Document): boolean {
  const path = doc.defaultView?.location.pathname;
  return path !== undefined && EDITING_PAGES.has(match(path).routeId as RouteId);
}

/**
 * Something on screen that a popup must not cover or interrupt: another popup or dialog, open suggestions,
 * focus in a field, an editing page, a form with the visitor's input still on the page.
 */
export function visitorBusy(doc: Document = document): boolean {
  if ($popup.get() !== null) return true;
  if (doc.querySelector('[aria-modal="true"], dialog[open], [role="combobox"][aria-expanded="true"]')) return true;
  const active = doc.activeElement;
  if (active instanceof Element && active.matches(EDITABLE)) return true;
  if (onEditingPage(doc)) return true;
  return [...doc.querySelectorAll('form')].some((form) => touchedForms.has(form));
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
