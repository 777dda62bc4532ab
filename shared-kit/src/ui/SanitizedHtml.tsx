/**
 * Issue 16: seller and editor HTML (material descriptions, blog posts, help articles) without DOMPurify in
 * the first view. `@teachmarket/shared-kit/sanitized-html` as the browser sees it (package.json exports;
 * the server render takes SanitizedHtml.server.tsx, which sanitises with sanitize-html).
 *
 * A server-rendered page already holds this HTML sanitised by the server (the same allow-list,
 * sanitize-rules.ts): while the browser hydrates it, React keeps that markup as it is (it never compares
 * or rewrites dangerouslySetInnerHTML on hydration, and sets innerHTML only when the string changes), so
 * DOMPurify (~10 KB brotli, sanitize.ts) is not downloaded at all. It is loaded, as a chunk of its own,
 * only when the browser has to render HTML itself: a page reached by client-side navigation, HTML that
 * changed after hydration, or a hydration React had to redo on the client (the element came out empty).
 * Until then the element is empty and marked busy; the raw HTML is never put in the page.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type * as Sanitize from './sanitize';
import type { SanitizeRules, SanitizedHtmlProps } from './sanitize-rules';

type Purifier = typeof Sanitize;

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;
const loadPurifier = () => (loading ??= import(/* webpackChunkName: "sanitize" */ './sanitize').then((m) => (purifier = m)));

// A page reached by client-side navigation (the shell has taken the first view over: #root[data-interactive])
// evaluates this module as its chunk arrives: the sanitiser is asked for at once, beside the page's data,
// not after the data came and the HTML was rendered.
if (typeof document !== 'undefined' && document.querySelector('#root[data-interactive]')) void loadPurifier();

const clean = (p: Purifier, html: string, rules: SanitizeRules) => (rules === 'post' ? p.sanitizePostBody(html) : p.sanitizeDescription(html));

const noSubscribe = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** The constant React is given for markup the server rendered: equal on every render, so never written. */
const SERVER_MARKUP = '';

export function SanitizedHtml({ html, rules, className }: SanitizedHtmlProps) {
  // false on the server and while the browser hydrates (React then uses the server snapshot), true after.
  const rendered = useSyncExternalStore(noSubscribe, inBrowser, onServer);
  // The HTML whose sanitised markup the server rendered into this element, if it is being hydrated.
  const [serverHtml] = useState(() => (rendered ? null : html));
  const [ownMarkup, setOwnMarkup] = useState(serverHtml === null);
  const [, setLoaded] = useState(purifier !== null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ownMarkup) return;
    // The server's markup no longer fits (the HTML changed) or is gone (React rendered this element anew).
    if (html !== serverHtml || (html !== '' && ref.current?.childNodes.length === 0)) setOwnMarkup(true);
  }, [html, ownMarkup, serverHtml]);

  useEffect(() => {
    if (!ownMarkup || purifier) return;
    let live = true;
    void loadPurifier().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [ownMarkup]);

  const markup = !ownMarkup ? SERVER_MARKUP : purifier ? clean(purifier, html, rules) : '';
  return (
    <div
      ref={ref}
      className={className}
      aria-busy={ownMarkup && !purifier ? true : undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
