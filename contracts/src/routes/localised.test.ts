import { MAIN_WORLDS, SUPPLEMENTARY_WORLDS, WORLDS } from '../worlds';
import { compiledWorld } from './compiled';
import { buildHref, href } from './href';
import { DICTIONARY } from './table/define';
import { PRIVATE_SEGMENTS } from './table/segments-private';
import { SEGMENTS } from './table/segments';
import { ROUTE_LIST } from './table';

describe('localised segments (spec §2)', () => {
  it('uses the words the spec names', () => {
    expect(href('material', { id: 12, slug: 'brueche' }, 'it')).toBe('/it/materiale/12/brueche');
    expect(href('blogPost', { id: 5 }, 'fr')).toBe('/fr/billet/5');
    expect(href('aiTools', {}, 'de')).toBe('/de/ki-tools');
    expect(href('abandonedCart', {}, 'de')).toBe('/de/warenkorb-anschauen');
    expect(href('shoppingCart', {}, 'nl')).toBe('/nl/shopping-cart');
    expect(href('author', { id: 3, slug: 'anna' }, 'de')).toBe('/de/autor/3/anna');
    expect(href('author', { id: 3, slug: 'anna' }, 'es')).toBe('/es/autor/3/anna');
    expect(href('author', { id: 3, slug: 'anna' }, 'fr')).toBe('/fr/auteur/3/anna');
    expect(href('author', { id: 3, slug: 'anna' }, 'it')).toBe('/it/autore/3/anna');
    expect(href('author', { id: 3, slug: 'anna' }, 'gr')).toMatch(/^\/gr\/[a-z-]+\/3\/anna$/);
    expect(['de', 'es', 'fr', 'it'].map((w) => buildHref('lessons', { id: 1 }, w))).toEqual([
      '/de/unterricht/1',
      '/es/temas/1',
      '/fr/sujets/1',
      '/it/lezione/1',
    ]);
  });

  it('localises the AI tools in es and it, keeps ai-tools where the spec does not localise it', () => {
    expect(href('aiTools', {}, 'es')).not.toBe('/es/ai-tools');
    expect(href('aiTools', {}, 'it')).not.toBe('/it/ai-tools');
    expect(href('aiTools', {}, 'nl')).toBe('/nl/ai-tools');
    for (const world of WORLDS) expect(buildHref('aiTools', {}, world)).not.toBe(buildHref('abandonedCart', {}, world));
  });

  it('localises the home tabs; other worlds use the English tab names', () => {
    expect(href('home', {}, 'de')).toBe('/de');
    expect(href('home', { tab: 'materials' }, 'de')).toBe('/de/materialien');
    expect(href('home', { tab: 'following' }, 'es')).toBe('/es/siguiendo');
    expect(href('home', { tab: 'activity' }, 'nl')).toBe('/nl/activity');
  });

  it('fills the world into /team-{world}', () => {
    expect(href('team', {}, 'nl')).toBe('/nl/team-nl');
    expect(href('team', {}, 'de')).toBe('/de/team-de');
  });

  it('writes every segment in every world as lowercase URL-safe ASCII', () => {
    for (const world of WORLDS) {
      for (const { pattern } of compiledWorld(world).byId.values()) {
        expect(pattern).toMatch(/^\/([a-z0-9-]+|:[A-Za-z]+[?*]?)?(\/([a-z0-9-]+|:[A-Za-z]+[?*]?))*$/);
      }
    }
  });

  it('uses the English path in every supplementary world', () => {
    for (const world of SUPPLEMENTARY_WORLDS) {
      for (const { route, pattern } of compiledWorld(world).byId.values()) {
        expect(pattern).toBe(route.path.replace('{world}', world));
      }
    }
  });

  it('has a word in all five main worlds for each segment, in one dictionary', () => {
    const shared = Object.keys(SEGMENTS).filter((k) => k in PRIVATE_SEGMENTS);
    expect(shared).toEqual([]);
    for (const words of Object.values(DICTIONARY)) expect(Object.keys(words).sort()).toEqual([...MAIN_WORLDS].sort());
  });

  it('actually translates most routes in each main world', () => {
    for (const world of MAIN_WORLDS) {
      const all = ROUTE_LIST.filter((r) => r.worlds === 'all' && r.path !== '*');
      const translated = all.filter((r) => r.localized[world] !== r.path);
      expect(translated.length / all.length).toBeGreaterThan(0.6);
    }
  });
});
