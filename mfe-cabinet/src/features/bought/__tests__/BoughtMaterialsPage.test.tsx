import { screen } from '@testing-library/react';
import { $session, href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import BoughtMaterialsPage from '../BoughtMaterialsPage';

const props = { routeId: 'boughtMaterials', params: {}, world: 'de' as const, query: new URLSearchParams() };

describe('BoughtMaterialsPage', () => {
  const initial = $session.get();
  beforeEach(() => $session.set({ ...initial, status: 'anonymous' }));
  afterEach(() => $session.set(initial));

  it('asks an anonymous visitor to log in', () => {
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(screen.getByText('Log in to see the materials you bought.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href('login', {}, 'de'));
  });

  it("lists a logged-in buyer's materials", async () => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    setHttpClient(createFixtureClient({ 'get v1/user/bought-materials': { items: [materialSummary()], total: 1 } }));
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(await screen.findByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to discover materials', async () => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    setHttpClient(createFixtureClient({ 'get v1/user/bought-materials': { items: [], total: 0 } }));
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(await screen.findByText('You have not bought any materials yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover materials' })).toHaveAttribute('href', '/de');
  });
});
