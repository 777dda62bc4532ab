import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { href, setHttpClient, type SearchResponse } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n, httpError, materialSummary } from '@teachmarket/shared-kit/testing';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import SearchResultsPage from '../SearchResultsPage';

/** Plays the shell's part: the page gets the URL's query, as RouteView passes it. */
function Shell() {
  const location = useLocation();
  return (
    <>
      <SearchResultsPage routeId="searchResults" params={{}} world="de" query={new URLSearchParams(location.search)} />
      <output data-testid="location">{location.pathname + location.search}</output>
    </>
  );
}

const FACETS: SearchResponse['facets'] = {
  subject: [{ id: 9, title: 'Kunst', count: 3 }, { id: 4, title: 'Mathematik', count: 1 }],
  class_grade: [{ id: 5, title: 'Klasse 5', count: 2 }],
  material_type: [{ id: 'worksheet', title: 'Arbeitsblatt', count: 2 }],
  school_type: [{ id: 'primary', title: 'Grundschule', count: 2 }],
  price: [{ id: 'free', title: 'Kostenlos', count: 1 }, { id: 'paid', title: 'Kostenpflichtig', count: 2 }],
};
const FILTERS = {
  items: {
    subject: [{ id: 4, title: 'Mathematik' }, { id: 9, title: 'Kunst' }],
    class_grade: [{ id: 5, title: 'Klasse 5' }],
    learning_years: [],
    material_type: [{ id: 'worksheet', title: 'Arbeitsblatt' }],
    school_type: [{ id: 'primary', title: 'Grundschule' }],
  },
};

function answer(options?: { searchParams?: Record<string, unknown> }): SearchResponse {
  const subject = options?.searchParams?.subject as string[] | undefined;
  const items = subject?.includes('4') ? [materialSummary({ id: 2, title: 'Bruchrechnen' })] : [materialSummary(), materialSummary({ id: 2, title: 'Bruchrechnen' }), materialSummary({ id: 3, title: 'Farbkreis' })];
  return { items, total: items.length, page: 1, per_page: 24, facets: FACETS };
}

function renderAt(path: string, answers: Parameters<typeof createFixtureClient>[0] = { 'get v1/search': answer, 'get v1/filters': FILTERS }) {
  const client = createFixtureClient(answers);
  setHttpClient(client);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <Shell />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return client;
}

const searchCalls = (client: ReturnType<typeof createFixtureClient>) => client.calls.filter((c) => c.path === 'v1/search');

describe('SearchResultsPage', () => {
  it('reads query, filters and sort from the URL and sends them to the API', async () => {
    const client = renderAt(href('searchResults', {}, 'de', { query: { q: 'farben', subject: '9', sort: 'newest', page: '2' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “farben”' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Kunst/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(searchCalls(client)[0]?.options?.searchParams).toMatchObject({ q: 'farben', subject: ['9'], sort: 'newest', page: 2 });
  });

  it('shows facet counts, and a filter narrows the results and goes into the URL (page reset)', async () => {
    const client = renderAt(href('searchResults', {}, 'de', { query: { q: 'x', page: '3' } }));
    expect(await screen.findByText('3 materials found')).toBeInTheDocument();
    const maths = await screen.findByRole('checkbox', { name: /Mathematik/ });
    expect(maths.closest('label')).toHaveTextContent('Mathematik1');
    await userEvent.click(maths);
    expect(await screen.findByText('1 material found')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(href('searchResults', {}, 'de', { query: { q: 'x', subject: '4' } }));
    expect(searchCalls(client).at(-1)?.options?.searchParams).toMatchObject({ subject: ['4'], page: 1 });
    expect(within(screen.getByTestId('search-results')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('Escape in the opened filters (or on their toggle) closes them and focus goes back to the toggle (issue 20)', async () => {
    renderAt(href('searchResults', {}, 'de', { query: { q: 'x' } }));
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    (await screen.findByRole('checkbox', { name: /Mathematik/ })).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('tm-search-filters')).not.toHaveClass('tm-search-page__aside--open');
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('free/paid and sort change the URL', async () => {
    renderAt(href('searchResults', {}, 'de'));
    await userEvent.click(await screen.findByRole('radio', { name: /Free/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('price=free');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(screen.getByTestId('location')).toHaveTextContent('price=free&sort=price_asc');
  });

  // Issue 16 follow-up: ticking a filter or choosing a sort (each a navigation) rendered the price fields
  // afresh from the address, and a price typed but not applied yet was gone.
  it('a price typed but not applied stays in its fields, unapplied, when a filter is ticked or the sort changes; Apply applies it with them', async () => {
    const client = renderAt(href('searchResults', {}, 'de', { query: { q: 'x' } }));
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
    await userEvent.type(min, '3');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '20');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Mathematik/ }));
    expect(await screen.findByText('1 material found')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(screen.getByTestId('location')).toHaveTextContent(href('searchResults', {}, 'de', { query: { q: 'x', subject: '4', sort: 'newest' } }));
    expect(searchCalls(client).at(-1)?.options?.searchParams?.price_min).toBeUndefined();
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(20);
    // Still editable, and Apply takes it with what was ticked.
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '.5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      href('searchResults', {}, 'de', { query: { q: 'x', subject: '4', price_min: '3.5', price_max: '20', sort: 'newest' } }),
    );
    expect(searchCalls(client).at(-1)?.options?.searchParams).toMatchObject({ subject: ['4'], price_min: 3.5, price_max: 20 });
  });

  it('"Clear all filters" empties a price typed but not applied too', async () => {
    renderAt(href('searchResults', {}, 'de', { query: { subject: '9', price_max: '20' } }));
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    expect(max).toHaveValue(20);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '3');
    await userEvent.click(screen.getByRole('button', { name: /Clear all filters/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${href('searchResults', {}, 'de')}$`));
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(null);
  });

  it('an empty result suggests removing the filters or the search term', async () => {
    renderAt(href('searchResults', {}, 'de', { query: { q: 'zzz', subject: '9' } }), {
      'get v1/search': { items: [], total: 0, page: 1, per_page: 24, facets: FACETS },
      'get v1/filters': FILTERS,
    });
    expect(await screen.findByText(/No materials match your search/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove the filters' })).toHaveAttribute('href', href('searchResults', {}, 'de', { query: { q: 'zzz' } }));
    expect(screen.getByRole('link', { name: 'Search without the search term' })).toHaveAttribute('href', href('searchResults', {}, 'de', { query: { subject: '9' } }));
  });

  it('an estimated total reads "about", rounded, and the pages stop at the API\'s window of 10,000 results', async () => {
    renderAt(href('searchResults', {}, 'de', { query: { q: 'Arbeitsblatt' } }), {
      'get v1/search': { ...answer(), total: 23232, approximate: true },
      'get v1/filters': FILTERS,
    });
    expect(await screen.findByText('About 23000 materials found')).toBeInTheDocument();
    expect(screen.queryByText(/23232/)).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 416')).toBeInTheDocument();
  });

  it('API down: a message and a retry, not a blank area', async () => {
    renderAt(href('searchResults', {}, 'de'), { 'get v1/search': httpError(503), 'get v1/filters': httpError(503) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('We could not load this content.')).toBeInTheDocument();
  });
});
