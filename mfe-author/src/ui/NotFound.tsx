import { NotFoundView, type World } from '@teachmarket/shared-kit';
import { useEffect } from 'react';

function setMeta(name: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * An id the API does not know (author, user, blog post): the 404 view with noindex. spec §8 "Author load
 * failure: page status 404": a single-page app cannot set the HTTP status, so the page tells prerender
 * services through prerender-status-code (removed again when the page goes away).
 */
export function NotFound({ world }: { world: World }) {
  useEffect(() => {
    setMeta('robots', 'noindex,nofollow');
    setMeta('prerender-status-code', '404');
    return () => setMeta('prerender-status-code', null);
  }, []);
  return <NotFoundView world={world} />;
}
