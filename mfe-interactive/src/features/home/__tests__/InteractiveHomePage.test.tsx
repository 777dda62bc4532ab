import { screen } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import InteractiveHomePage from '../InteractiveHomePage';

const props = { routeId: 'interactiveHome', params: {}, world: 'de' as const, query: new URLSearchParams() };
const page = (items: unknown[], total = items.length) => ({ items, total, page: 1, per_page: 4, facets: {} });

describe('InteractiveHomePage', () => {
  it('shows the newest and the best-selling interactive materials', async () => {
    const client = createFixtureClient({
      'get v1/search': (o: { searchParams?: { sort?: string } } | undefined) =>
        o?.searchParams?.sort === 'newest' ? page([materialSummary({ id: 1, title: 'Neu', interactiveId: 3 })], 9) : page([materialSummary({ id: 2, title: 'Beliebt', interactiveId: 4 })], 9),
    });
    setHttpClient(client);
    renderWithShell(<InteractiveHomePage {...props} />);
    expect(await screen.findByRole('link', { name: 'Neu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Beliebt' })).toBeInTheDocument();
    expect(client.calls.every((c) => (c.options?.searchParams as { interactive?: boolean }).interactive === true)).toBe(true);
    expect(screen.getAllByRole('link', { name: 'See all' }).map((a) => a.getAttribute('href'))).toEqual([
      '/de/interaktiv/materialien', '/de/interaktiv/materialien?sort=bestseller',
    ]);
  });

  it('empty and error states per section', async () => {
    setHttpClient(createFixtureClient({
      'get v1/search': (o: { searchParams?: { sort?: string } } | undefined) => (o?.searchParams?.sort === 'newest' ? page([]) : httpError(503)),
    }));
    renderWithShell(<InteractiveHomePage {...props} />);
    expect(await screen.findByText('There are no interactive materials in this country yet.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
