import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import { useLocation } from 'react-router';
import InteractiveMaterialsPage from '../InteractiveMaterialsPage';

function Probe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

const render = (query: string, answer: unknown) => {
  const client = createFixtureClient({ 'get v1/search': answer });
  setHttpClient(client);
  renderWithShell(
    <>
      <InteractiveMaterialsPage routeId="interactiveMaterials" params={{}} world="de" query={new URLSearchParams(query)} />
      <Probe />
    </>,
  );
  return client;
};

describe('InteractiveMaterialsPage', () => {
  it('takes sort and page from the URL and pages through the results', async () => {
    const client = render('sort=rating&page=2', { items: [materialSummary({ interactiveId: 5 })], total: 60, page: 2, per_page: 24, facets: {} });
    expect(await screen.findByText('Interactive materials: 60')).toBeInTheDocument();
    expect(client.calls[0]?.options?.searchParams).toMatchObject({ interactive: true, sort: 'rating', page: 2, per_page: 24 });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/de/interaktiv/materialien?sort=rating&page=3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/de/interaktiv/materialien?sort=rating');
  });

  it('changing the sort goes back to page 1 in the URL', async () => {
    render('page=3', { items: [materialSummary({ interactiveId: 5 })], total: 60, page: 3, per_page: 24, facets: {} });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'bestseller');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/de/interaktiv/materialien?sort=bestseller'));
  });

  it('shows the empty state', async () => {
    render('', { items: [], total: 0, page: 1, per_page: 24, facets: {} });
    expect(await screen.findByText('There are no interactive materials in this country yet.')).toBeInTheDocument();
  });
});
