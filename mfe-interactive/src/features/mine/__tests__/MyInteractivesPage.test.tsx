import { screen } from '@testing-library/react';
import { $session, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import MyInteractivesPage from '../MyInteractivesPage';

const render = (query = '') =>
  renderWithShell(<MyInteractivesPage routeId="myInteractives" params={{}} world="de" query={new URLSearchParams(query)} />);
const session = (status: 'anonymous' | 'loggedIn') =>
  $session.set({ status, userId: status === 'loggedIn' ? 1 : null, impersonated: false, termsAccepted: true, authError: null });

describe('MyInteractivesPage', () => {
  it('asks an anonymous visitor to log in and calls nothing', async () => {
    const client = createFixtureClient({});
    setHttpClient(client);
    session('anonymous');
    render();
    expect(screen.getByText('Log in to see the interactive materials you bought or created.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/de/anmelden');
    expect(client.calls).toHaveLength(0);
  });

  it("lists the user's interactive materials of the scope in the URL", async () => {
    const client = createFixtureClient({
      'get v3/interactive/my-materials': { items: [materialSummary({ id: 8, title: 'Mein Quiz', interactiveId: 2 })], total: 1, page: 1, per_page: 24 },
    });
    setHttpClient(client);
    session('loggedIn');
    render('scope=own');
    expect(await screen.findByRole('link', { name: 'Mein Quiz' })).toBeInTheDocument();
    expect(client.calls[0]?.options?.searchParams).toMatchObject({ scope: 'own', page: 1 });
    expect(screen.getByRole('link', { name: 'Created by me' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Bought' })).toHaveAttribute('href', '/de/interaktiv/meine-interaktiven?scope=bought');
  });

  it('says so when the user has none', async () => {
    setHttpClient(createFixtureClient({ 'get v3/interactive/my-materials': { items: [], total: 0, page: 1, per_page: 24 } }));
    session('loggedIn');
    render('scope=bought');
    expect(await screen.findByText('You have not bought any interactive materials yet.')).toBeInTheDocument();
  });
});
