import { atom } from 'nanostores';

/** What the shell's polite status region says now; `seq` changes with every call, even for the same text. */
export interface Announcement {
  message: string;
  seq: number;
}

/**
 * Issue 20 (WCAG 4.1.3, status messages): one polite live region for the whole platform. The shell
 * renders it (`StatusRegion`); the shell and every remote only call `announce()`, so a change that
 * shows no new focusable content (added to the cart, favourite on/off, saved, failed) is still heard.
 */
export const $announcement = atom<Announcement>({ message: '', seq: 0 });

/** Messages said within this time of each other are read together (a new text replaces one not yet read). */
export const ANNOUNCE_JOIN_MS = 1000;
let lastAt = 0;

/**
 * Says `message` politely through the shell's status region; an empty message is ignored. A message
 * that follows another within ANNOUNCE_JOIN_MS is added to it (e.g. "added to the cart" and the
 * header's new cart count), so the second does not silence the first. `replace`: the message stands
 * alone (a new page's title: what was said about the page the user just left is stale).
 */
export function announce(message: string, { replace = false }: { replace?: boolean } = {}): void {
  const text = message.trim();
  if (!text) return;
  const now = Date.now();
  const current = $announcement.get();
  const recent = !replace && now - lastAt < ANNOUNCE_JOIN_MS && current.message !== '';
  lastAt = now;
  // The same words twice in one moment (two readers of one change) are said once.
  if (recent && current.message.split(/(?<=[.!?])\s+/).includes(text)) return;
  $announcement.set({ message: recent ? `${current.message} ${text}` : text, seq: current.seq + 1 });
}
