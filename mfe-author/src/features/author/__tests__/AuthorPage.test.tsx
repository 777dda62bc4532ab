import { screen } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { authorProfile, createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import AuthorPage from '../AuthorPage';

const props = { routeId: 'author', params: { id: '7', slug: 'julia-wagner' }, world: 'de' as const, query: new URLSearchParams() };

describe('AuthorPage', () => {
  it('shows the author and their materials', async () => {
    setHttpClient(
      createFixtureClient({
        'get v1/authors/7': { item: authorProfile() },
        'get v1/authors/7/materials': { items: [materialSummary(), materialSummary({ id: 34, title: 'Farbkreis' })], total: 2, page: 1, per_page: 24 },
      }),
    );
    renderWithShell(<AuthorPage {...props} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Julia Wagner' })).toBeInTheDocument();
    expect(screen.getByText(/2 materials · 12 followers · Author since 2021/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Farbkreis' })).toHaveAttribute('href', '/de/material/34/farbenlehre-ubungen-mit-losungen');
    // spec §3: the page's meta text takes publicName and totalMaterials.
    expect(document.title).toBe('Julia Wagner – Teachmarket');
  });

  it('says so when the author does not exist (spec §8)', async () => {
    setHttpClient(createFixtureClient({ 'get v1/authors/7': httpError(404), 'get v1/authors/7/materials': httpError(404) }));
    renderWithShell(<AuthorPage {...props} />);
    expect(await screen.findByText('This author does not exist.')).toBeInTheDocument();
  });

  it('offers a retry when the API fails', async () => {
    setHttpClient(createFixtureClient({ 'get v1/authors/7': httpError(503), 'get v1/authors/7/materials': httpError(503) }));
    renderWithShell(<AuthorPage {...props} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
