import { screen } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import InteractivePage from '../InteractivePage';

const props = { routeId: 'interactive', params: {}, world: 'de' as const, query: new URLSearchParams() };

describe('InteractivePage', () => {
  it('asks the API for interactive materials only, lists them and links to the sections', async () => {
    const client = createFixtureClient({ 'get v1/search': { items: [materialSummary({ interactiveId: 5 })], total: 30, page: 1, per_page: 24, facets: {} } });
    setHttpClient(client);
    renderWithShell(<InteractivePage {...props} />);
    expect(await screen.findByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
    expect(client.calls[0]?.options?.searchParams).toMatchObject({ interactive: true });
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/de/interaktiv/materialien');
    expect(screen.getByRole('link', { name: 'Learning rooms' })).toHaveAttribute('href', '/de/interaktiv/lernraeume');
  });

  it('shows the empty state', async () => {
    setHttpClient(createFixtureClient({ 'get v1/search': { items: [], total: 0, page: 1, per_page: 24, facets: {} } }));
    renderWithShell(<InteractivePage {...props} />);
    expect(await screen.findByText('There are no interactive materials in this country yet.')).toBeInTheDocument();
  });
});
