import { screen } from '@testing-library/react';
import { href, IOS_APP_STORE_URL, ROUTE_LIST, type World } from '@teachmarket/shared-kit';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import ContentPage from '../ContentPage';
import { CONTENT_PAGE_IDS } from '../content-pages';

const props = (routeId: string, world: World = 'de') => ({ routeId, params: {}, world, query: new URLSearchParams() });
/** A world the route exists in (the prize draw only in de, the teacher referral only in es). */
const worldOf = (id: string): World => {
  const worlds = ROUTE_LIST.find((r) => r.id === id)?.worlds;
  return Array.isArray(worlds) ? (worlds[0] as World) : 'fr';
};

describe('ContentPage', () => {
  it('gives every information route of the table a page of the remote (none falls to 404)', async () => {
    // webpack defines the build version; the contract module reads it when loaded.
    (globalThis as Record<string, unknown>).__APP_VERSION__ = 'test';
    const { default: routes } = await import('../../../routes');
    const infoRoutes = ROUTE_LIST.filter((r) => r.app === 'mfe_info').map((r) => r.id);
    expect(Object.keys(routes.pages).sort()).toEqual([...infoRoutes].sort());
    expect(CONTENT_PAGE_IDS.length).toBe(infoRoutes.length - 3);
  });

  it.each(CONTENT_PAGE_IDS)('renders %s with its own translated title, lead, sections and links', (id) => {
    const world = worldOf(id);
    renderWithShell(<ContentPage {...props(id, world)} />, { bundle: world });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).not.toMatch(/^pages\.|^$/);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/pages\.|meta:|cta\./);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^(\/|https:\/\/)/);
  });

  it('leads sellers from material sharing to the first upload and the step pages', () => {
    renderWithShell(<ContentPage {...props('materialSharing')} />, { bundle: 'de' });
    expect(screen.getByRole('heading', { level: 2, name: 'So funktionieren die Gebühren' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([href('firstUpload', {}, 'de'), '/de/schritt-hochladen']);
  });

  it('step pages link onwards: step-upload → step-name → first upload', () => {
    const { unmount } = renderWithShell(<ContentPage {...props('stepUpload', 'fr')} />, { bundle: 'fr' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr/etape-nom');
    unmount();
    renderWithShell(<ContentPage {...props('stepName', 'fr')} />, { bundle: 'fr' });
    expect(screen.getByRole('link')).toHaveAttribute('href', href('firstUpload', {}, 'fr'));
  });

  it('the app page links to the iOS store in a new tab', () => {
    renderWithShell(<ContentPage {...props('appLanding')} />);
    const store = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(store).toHaveAttribute('href', IOS_APP_STORE_URL);
    expect(store).toHaveAttribute('target', '_blank');
  });

  it('shows the not-found view for a route id it does not draw', () => {
    renderWithShell(<ContentPage {...props('terms')} />);
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});
