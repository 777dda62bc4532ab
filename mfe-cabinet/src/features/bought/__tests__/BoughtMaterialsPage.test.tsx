import { screen } from '@testing-library/react';
import { href, setHttpClient, storage } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import BoughtMaterialsPage from '../BoughtMaterialsPage';

const props = { routeId: 'boughtMaterials', params: {}, world: 'de' as const, query: new URLSearchParams() };

describe('BoughtMaterialsPage', () => {
  afterEach(() => storage.remove('isLoggedIn'));

  it('asks an anonymous visitor to log in', () => {
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(screen.getByText('Log in to see the materials you bought.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href('login', {}, 'de'));
  });

  it("lists a logged-in buyer's materials", async () => {
    storage.set('isLoggedIn', 'true');
    setHttpClient(createFixtureClient({ 'get v1/user/bought-materials': { items: [materialSummary()], total: 1 } }));
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(await screen.findByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to discover materials', async () => {
    storage.set('isLoggedIn', 'true');
    setHttpClient(createFixtureClient({ 'get v1/user/bought-materials': { items: [], total: 0 } }));
    renderWithShell(<BoughtMaterialsPage {...props} />);
    expect(await screen.findByText('You have not bought any materials yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover materials' })).toHaveAttribute('href', '/de');
  });
});
