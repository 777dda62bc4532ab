import { cleanup, screen, within } from '@testing-library/react';
import { $session, href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import BoughtMaterialsPage from '../BoughtMaterialsPage';

const props = { routeId: 'boughtMaterials', params: {}, world: 'de' as const, query: new URLSearchParams() };

describe('BoughtMaterialsPage', () => {
  const initial = $session.get();
  beforeEach(() => $session.set({ ...initial, status: 'anonymous' }));
  afterEach(() => {
    // Unmount before resetting the store, so the reset does not re-render the page outside act().
    cleanup();
    $session.set(initial);
  });

  it('asks an anonymous visitor to log in', () => {
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(screen.getByText('Log in to see the materials you bought.')).toBeInTheDocument();
    // The login link brings the visitor back here afterwards (?returnTo=<this page>).
    const login = screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    expect(login.startsWith(`${href('login', {}, 'de')}?returnTo=`)).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
  });

  it("lists a logged-in buyer's materials", async () => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    setHttpClient(createFixtureClient({ 'get v1/user/bought-materials': { items: [materialSummary()], total: 1 } }));
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(await screen.findByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
    // The cabinet navigation beside the list, this page marked as the current one.
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Bought materials' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', href('changePassword', {}, 'de'));
  });

  it('shows the empty state with a way to discover materials', async () => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    setHttpClient(createFixtureClient({ 'get v1/user/bought-materials': { items: [], total: 0 } }));
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(await screen.findByText('You have not bought any materials yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover materials' })).toHaveAttribute('href', '/de');
  });
});
