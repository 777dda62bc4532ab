import { buildHref } from './href';
import { resolveRedirect } from './redirect';

describe('redirect routes (spec §2, §6)', () => {
  const params = { id: '7', slug: 'anna' };

  it('sends a seller from the author redirect route to the author page', () => {
    const target = resolveRedirect('authorRedirect', params, { isSeller: true, userId: 7 });
    expect(target).toEqual({ routeId: 'author', params });
    expect(buildHref(target!.routeId, target!.params, 'fr')).toBe('/fr/auteur/7/anna');
  });

  it('sends a non-seller, and an anonymous visitor, to cabinet sales', () => {
    expect(resolveRedirect('authorRedirect', params, { isSeller: false })).toEqual({ routeId: 'uploadEdit', params: {} });
    expect(resolveRedirect('authorRedirect', params, null)).toEqual({ routeId: 'uploadEdit', params: {} });
  });

  it('sends a seller from my-author-profile to their own author page', () => {
    expect(resolveRedirect('myAuthorProfile', {}, { isSeller: true, userId: 9, userSlug: 'ben' })).toEqual({
      routeId: 'author',
      params: { id: '9', slug: 'ben' },
    });
    expect(resolveRedirect('myAuthorProfile', {}, { isSeller: false, userId: 9, userSlug: 'ben' })).toEqual({
      routeId: 'uploadEdit',
      params: {},
    });
  });

  it('sends my-subjects to the home following tab', () => {
    const target = resolveRedirect('mySubjects', {}, null);
    expect(target).toEqual({ routeId: 'home', params: { tab: 'following' } });
    expect(buildHref(target!.routeId, target!.params, 'de')).toBe('/de/gefolgt');
  });

  it('leaves other routes alone', () => {
    expect(resolveRedirect('author', params, { isSeller: true })).toBeNull();
  });
});
