import { createContext, useContext } from 'react';
import type { LoadedPage } from '../guard/load-page';

/**
 * Issue 15: what a render needs to know that the browser would read from `window`, and the pages
 * already loaded before the first render. The server fills it per request; the browser, when it
 * hydrates the server's HTML, fills `pages` with the same page modules so its first render is the
 * server's (a page still loading there would be a skeleton here: a hydration mismatch).
 */
export interface RenderContext {
  /** The Host the page was asked for (custom-domain worlds). */
  host: string;
  /** Page modules by `<remote>:<route id>`, loaded before the first render. */
  pages: ReadonlyMap<string, LoadedPage>;
  /**
   * Pages whose loading already failed before the first render (the browser tried to hydrate the
   * server's HTML and the remote did not load, retry included): the outlet shows the fallback at once
   * instead of trying again, so the visitor waits no longer than on a page the browser renders alone.
   */
  failed?: ReadonlyMap<string, unknown>;
}

const browserContext = (): RenderContext => ({ host: typeof window === 'undefined' ? '' : window.location.host, pages: new Map() });

export const RenderContextValue = createContext<RenderContext>(browserContext());

export const useRenderContext = () => useContext(RenderContextValue);

export const pageKey = (remote: string, routeId: string) => `${remote}:${routeId}`;
