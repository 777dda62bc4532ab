import type { PageAnswers, World } from '@teachmarket/shared-kit';

/** What bootstrap.tsx loads before its first render; the server renders with the same. */
export const FIRST_NAMESPACES = ['common', 'header', 'footer', 'meta'] as const;

/** The id of the JSON data block the server writes its render state into (no script runs from it). */
export const SSR_STATE_ID = 'tm-ssr';

/**
 * Issue 15: what the server rendered the page with, written into it so the browser's first render is
 * the same (hydrateRoot) without asking for any of it again.
 */
export interface SsrState {
  world: World;
  /** Path and query rendered. */
  url: string;
  /** i18next's language and the namespaces the render used. */
  language: string;
  resources: Record<string, unknown>;
  /** The route's page as rendered; null when the slot was sent as its loading state. */
  slot: { remote: string; routeId: string; version: string } | null;
  /** The page's API reads as the server rendered them (by key path): the browser does not ask again. */
  answers?: PageAnswers;
}

/** The server's state from the page, or null (no server render, or unreadable). */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SsrState;
    return state && typeof state.world === 'string' && typeof state.language === 'string' ? state : null;
  } catch {
    return null;
  }
}
