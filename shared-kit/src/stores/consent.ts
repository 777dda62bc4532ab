import { atom } from 'nanostores';
import { storage } from '../storage';

/** spec §3 "Consent services list": what the visitor can allow; essential cannot be refused. */
export const CONSENT_SERVICES = [
  { id: 'essential', required: true },
  { id: 'tracking', required: false },
  { id: 'errorReporting', required: false },
] as const;
export type ConsentServiceId = (typeof CONSENT_SERVICES)[number]['id'];

/** unknown: not checked yet; required: the visitor must decide; decided: a choice is stored. */
export type ConsentStatus = 'unknown' | 'required' | 'decided';

export interface ConsentState {
  status: ConsentStatus;
  accepted: readonly ConsentServiceId[];
  /** Issue 18: opened again from "Cookie settings"; closing it keeps the earlier decision. */
  reopened?: boolean;
}

export const CONSENT_KEY = 'cookieConsent';

const isService = (id: unknown): id is ConsentServiceId => CONSENT_SERVICES.some((s) => s.id === id);

/** The stored decision, or null when the visitor has not decided (or the value is unreadable). */
export function readStoredConsent(): ConsentServiceId[] | null {
  const raw = storage.get(CONSENT_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = (parsed as { accepted?: unknown }).accepted;
    return Array.isArray(list) ? list.filter(isService) : null;
  } catch {
    return null;
  }
}

export const $consent = atom<ConsentState>({ status: 'unknown', accepted: [] });

function decide(accepted: ConsentServiceId[]): void {
  // Essential services are always on: the site cannot work without them.
  const list = Array.from(new Set<ConsentServiceId>(['essential', ...accepted]));
  storage.set(CONSENT_KEY, JSON.stringify({ accepted: list, at: new Date().toISOString() }));
  $consent.set({ status: 'decided', accepted: list });
}

export function acceptAllConsent(): void {
  decide(CONSENT_SERVICES.map((s) => s.id));
}

export function saveConsent(accepted: ConsentServiceId[]): void {
  decide(accepted);
}

/** The shell's consent check settles the status (stored decision or a decision is required). */
export function settleConsent(status: Exclude<ConsentStatus, 'unknown'>): void {
  $consent.set({ status, accepted: status === 'decided' ? (readStoredConsent() ?? ['essential']) : [] });
}

/**
 * Issue 18: "Cookie settings" (footer) shows the consent dialog again with the stored choice. While it
 * is open nothing optional runs (hasConsent needs a decided state); saving a narrower choice stops
 * tracking and error reporting at once, and closing it without saving keeps the earlier decision.
 */
export function reopenConsent(): void {
  const state = $consent.get();
  if (state.status === 'decided') $consent.set({ status: 'required', accepted: state.accepted, reopened: true });
}

export function closeReopenedConsent(): void {
  const state = $consent.get();
  if (state.reopened) $consent.set({ status: 'decided', accepted: state.accepted });
}

export function hasConsent(id: ConsentServiceId, state: ConsentState = $consent.get()): boolean {
  return state.status === 'decided' && state.accepted.includes(id);
}
