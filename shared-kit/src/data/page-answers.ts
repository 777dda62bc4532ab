import { createContext } from 'react';

/**
 * Issue 15: the page's API reads done once, by the server, and handed to the browser.
 *
 * On the server (shell/src/ssr/render-page.tsx) every `useQuery` of the render goes through a
 * request's `ServerReads`: the first render of a component starts the read and suspends; React
 * renders it again once the answer is there, or with its loading state when the answer did not come
 * within the request's data budget (the browser then reads it as usual). Nothing personal is read:
 * the server's HTTP client is anonymous.
 *
 * The answers are written into the page (`#tm-ssr`); the browser seeds them here before it hydrates,
 * so its first render is the server's and no read is asked again (`takePageAnswer` in the fetcher).
 * A signed-in visitor sees the anonymous answer while their own is read (it may say "purchased").
 */

/** The read's key path (`keyPath(key)`, without the world/user scope) -> its answer. */
export type PageAnswers = Record<string, unknown>;

type Entry = { state: 'pending'; promise: Promise<void> } | { state: 'done'; data: unknown } | { state: 'missing' };

export interface ServerReads {
  /**
   * The answer for this key path, or `missing` (failed, or past the budget: the loading state is
   * rendered). Throws the pending read's promise (React's Suspense) while it runs.
   */
  read(path: string, fetcher: () => Promise<unknown>): { data: unknown } | { missing: true };
  /** What arrived, for the page's state block. */
  answers(): PageAnswers;
  /** Reads that failed or came too late (the page server logs them). */
  problems(): string[];
}

/** One per request. `deadline` is a Date.now() value: a read still running then is left to the browser. */
export function createServerReads(deadline: number): ServerReads {
  const entries = new Map<string, Entry>();
  const problems: string[] = [];
  return {
    read(path, fetcher) {
      const entry = entries.get(path);
      if (entry?.state === 'done') return { data: entry.data };
      if (entry?.state === 'missing') return { missing: true };
      if (entry?.state === 'pending') throw entry.promise;
      const left = deadline - Date.now();
      if (left <= 0) {
        entries.set(path, { state: 'missing' });
        problems.push(`${path}: no time left in the data budget`);
        return { missing: true };
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within the data budget`)), left);
      });
      const promise = Promise.race([Promise.resolve().then(fetcher), late]).then(
        (data) => {
          entries.set(path, { state: 'done', data: data === undefined ? null : data });
        },
        (error: unknown) => {
          entries.set(path, { state: 'missing' });
          problems.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        },
      ).finally(() => clearTimeout(timer));
      entries.set(path, { state: 'pending', promise });
      throw promise;
    },
    answers() {
      const out: PageAnswers = {};
      for (const [path, entry] of entries) if (entry.state === 'done') out[path] = entry.data;
      return out;
    },
    problems: () => [...problems],
  };
}

/** Provided by the server render only: `useQuery` reads through it instead of the browser's cache. */
export const ServerReadsContext = createContext<ServerReads | null>(null);

// The browser's side: one page's answers, from the state block, until the first navigation.
let seeded = new Map<string, unknown>();

/** bootstrap.tsx, before the first render: the answers the server rendered the page with. */
export function seedPageAnswers(answers: PageAnswers | undefined | null): void {
  seeded = new Map(Object.entries(answers ?? {}));
}

/** The server's answer for this key path while the first page is shown (hydration, and until the browser's own answer). */
export function pageAnswer(path: string): unknown {
  return seeded.get(path);
}

/**
 * The server's answer in place of a request, for every read of its key while this page is shown:
 * a store read during hydration and mounted again later (after its idle delay, on a slow phone) asks
 * twice, and both get the page's answer, not the API. A write's `invalidateQueries` forgets the
 * answers it makes stale. Only the anonymous answer is seeded, so a signed-in visitor's reads go to the API.
 */
export function takePageAnswer(path: string, anonymous: boolean): unknown {
  return anonymous ? seeded.get(path) : undefined;
}

/** After a write: the server's answers for these keys are stale (query.ts invalidateQueries). */
export function forgetPageAnswers(stale: (path: string) => boolean): void {
  for (const path of [...seeded.keys()]) if (stale(path)) seeded.delete(path);
}

/** After the first navigation the server's answers are no longer the page's (shell RouteView). */
export function dropPageAnswers(): void {
  if (seeded.size > 0) seeded = new Map();
}
