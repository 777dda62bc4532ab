import { alternates, canonicalUrl, getRoute, robotsContent, type RouteId, setMeta, type World } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  routeId: RouteId;
  world: World;
  params?: Record<string, string>;
  switchable?: boolean;
}

function setLinks(rel: string, links: { href: string; hreflang?: string }[]) {
  for (const el of document.head.querySelectorAll(`link[rel="${rel}"][data-tm]`)) el.remove();
  for (const link of links) {
    const el = document.createElement('link');
    el.rel = rel;
    el.href = link.href;
    if (link.hreflang) el.hreflang = link.hreflang;
    el.dataset.tm = '';
    document.head.appendChild(el);
  }
}

const EMPTY: Record<string, string> = {};

/** The URL the server described in the HTML (issue 15: shell/server/ writes Open Graph, Twitter and JSON-LD). */
const SERVED_URL = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;

/** The server's page-only tags (data-tm-ssr) describe the page it served: gone once the browser shows another. */
function dropServedTags() {
  if (window.location.pathname + window.location.search === SERVED_URL) return;
  for (const el of document.head.querySelectorAll('[data-tm-ssr]')) el.remove();
}

/**
 * Head tags of the current route (issue 3): title and description from the meta namespace,
 * robots from the route's indexing directive, canonical, and hreflang alternates for switchable routes.
 * Pages with data (material, author) refine title and description themselves.
 */
export function Head({ routeId, world, params = EMPTY, switchable = false }: Props) {
  const { t, i18n } = useTranslation('meta');
  useEffect(() => {
    dropServedTags();
    const key = i18n.exists(`meta:${routeId}.title`) ? routeId : 'default';
    // A title that needs the page's data (material, author: {{title}}, {{publicName}}) is set by
    // the page once it has loaded; the shell must not overwrite it with the bare template.
    const template = i18n.getResource(i18n.language, 'meta', `${key}.title`) as unknown;
    if (typeof template !== 'string' || !template.includes('{{')) {
      document.title = t(`${key}.title` as 'default.title');
      setMeta('description', t(`${key}.description` as 'default.description'));
    }
    setMeta('robots', robotsContent(routeId));
    const origin = window.location.origin;
    if (routeId === 'notFound') {
      setLinks('canonical', []);
      setLinks('alternate', []);
      return;
    }
    setLinks('canonical', [{ href: canonicalUrl(origin, routeId, params, world) }]);
    // hreflang alternates only where search engines may index the page.
    setLinks('alternate', switchable && getRoute(routeId).index === 'index' ? alternates(origin, routeId, params) : []);
    // Not on `t`: react-i18next gives a new one whenever any namespace is added (a popup's texts after
    // hydration), and re-running here would undo what the page set since (a 404's noindex, its title).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeId, world, params, switchable, i18n.language]);
  return null;
}
