import type { TermsUpcoming } from '@teachmarket/shared-kit';
import { atom } from 'nanostores';

/** The popup the shell shows now (one at a time, so they never stack). */
export type PopupId = 'personalisation' | 'tour' | 'termsUpcoming';
export const $popup = atom<PopupId | null>(null);

const waiting: PopupId[] = [];

/** Shows the popup now, or after the one on screen is closed (never two dialogs at once). */
export function requestPopup(id: PopupId): void {
  const current = $popup.get();
  if (current === null) $popup.set(id);
  else if (current !== id && !waiting.includes(id)) waiting.push(id);
}

/** Closes the popup (or takes it out of the queue) and shows the next one waiting. */
export function releasePopup(id: PopupId): void {
  const index = waiting.indexOf(id);
  if (index >= 0) waiting.splice(index, 1);
  if ($popup.get() === id) $popup.set(waiting.shift() ?? null);
}

/** The announced terms version the upcoming-terms popup is about (null: nothing to show; terms-popup.ts sets it). */
export const $termsUpcoming = atom<TermsUpcoming | null>(null);
