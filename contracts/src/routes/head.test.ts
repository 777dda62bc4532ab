import { WORLDS, WORLD_LANGUAGE } from '../worlds';
import { sampleParams } from './fixtures';
import { alternates, canonicalUrl, robotsContent } from './head';
import { match } from './match';
import { ROUTES, ROUTE_LIST } from './table';

const ORIGIN = 'https://teachmarket.example';

describe('robots directive per route kind (spec §2)', () => {
  it('maps directives to meta robots content', () => {
    expect(robotsContent('material')).toBe('index,follow');
    expect(robotsContent(ROUTES.userProfile)).toBe('noindex,follow');
    expect(robotsContent('shoppingCart')).toBe('noindex,nofollow');
  });

  it('indexes public pages, except the ones spec §2 marks noindex', () => {
    const publicApps = ['mfe_catalog', 'mfe_material', 'mfe_author', 'mfe_ai_tools', 'mfe_interactive', 'mfe_info'];
    const noindexPublic = ['userProfile', 'interactive', 'myInteractives', 'apiPage', 'searchResults', 'postEditor'];
    for (const route of ROUTE_LIST.filter((r) => publicApps.includes(r.app))) {
      expect([route.id, route.index === 'index']).toEqual([route.id, !noindexPublic.includes(route.id)]);
    }
    expect(ROUTES.userProfile.index).toBe('noindex-follow');
  });

  it('never indexes account, cabinet or commerce pages', () => {
    for (const route of ROUTE_LIST.filter((r) => ['shell', 'mfe_cabinet', 'mfe_commerce'].includes(r.app))) {
      expect([route.id, route.index]).not.toEqual([route.id, 'index']);
    }
    for (const id of ['login', 'register', 'forgotPassword', 'changeCountry'] as const) expect(ROUTES[id].index).toBe('noindex-follow');
    for (const id of ['passwordRecovery', 'unsubscribe', 'boughtMaterials', 'payment', 'myInteractives'] as const) {
      expect(ROUTES[id].index).toBe('noindex-nofollow');
    }
  });
});

describe('canonicalUrl', () => {
  it('is fully qualified, localised and without query', () => {
    expect(canonicalUrl(`${ORIGIN}/`, 'material', { id: 5, slug: 'frazioni' }, 'it')).toBe(`${ORIGIN}/it/materiale/5/frazioni`);
    expect(canonicalUrl(ORIGIN, 'home', {}, 'gr')).toBe(`${ORIGIN}/gr`);
  });
});

describe('hreflang alternates', () => {
  it('lists every world by language code, plus x-default on the de version', () => {
    const links = alternates(ORIGIN, 'help', {});
    expect(links).toHaveLength(WORLDS.length + 1);
    expect(links.map((l) => l.hreflang)).toEqual([...WORLDS.map((w) => WORLD_LANGUAGE[w]), 'x-default']);
    expect(links).toContainEqual({ hreflang: 'el', href: `${ORIGIN}/gr/voitheia` });
    expect(links).toContainEqual({ hreflang: 'zh', href: `${ORIGIN}/cn/help` });
    expect(links).toContainEqual({ hreflang: 'x-default', href: `${ORIGIN}/de/hilfe` });
    expect(new Set(links.map((l) => l.hreflang)).size).toBe(links.length);
  });

  it('has none for routes that are not switchable', () => {
    expect(alternates(ORIGIN, 'material', { id: 1, slug: 'x' })).toEqual([]);
    expect(alternates(ORIGIN, 'prizeDraw', {})).toEqual([]);
  });

  const switchable = ROUTE_LIST.filter((r) => r.switchable);
  it.each(switchable.map((r) => [r.id, r] as const))('is reciprocal and fully qualified for %s', (id, route) => {
    for (const params of sampleParams(route, 3, 5)) {
      const links = alternates(ORIGIN, id, params);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        expect(link.href.startsWith(`${ORIGIN}/`)).toBe(true);
        const found = match(link.href);
        expect([found.routeId, 'params' in found ? found.params : null]).toEqual([id, params]);
        // the page at each alternate lists the same set, so every link is answered by a return link
        expect(alternates(ORIGIN, id, 'params' in found ? found.params : {})).toEqual(links);
      }
    }
  });
});
