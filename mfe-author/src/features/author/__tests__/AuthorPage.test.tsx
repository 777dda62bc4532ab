import { screen, waitFor } from '@testing-library/react';
import { $session, setHttpClient } from '@teachmarket/shared-kit';
import userEvent from '@testing-library/user-event';
import { authorProfile, createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import { LocationProbe } from '../../../ui/test-probe';
import AuthorPage from '../AuthorPage';

const props = (params: Record<string, string> = {}, query = '') => ({
  routeId: 'author', params: { id: '7', slug: 'julia-wagner', ...params }, world: 'de' as const, query: new URLSearchParams(query),
});
const post = { id: 41, world: 'de', title: 'Farben im Alltag', excerpt: 'Warum Farben zählen.', body: '<p>Text</p>', createdAt: '2024-03-05T10:00:00.000Z',
  author: { id: 7, slug: 'julia-wagner', publicName: 'Julia Wagner', imagePath: null } };

function renderPage(params: Record<string, string> = {}, answers: Record<string, unknown> = {}, query = '') {
  const client = createFixtureClient({
    'get v1/authors/7': { item: authorProfile({ description: 'Ich unterrichte Kunst.', author_since: '2021-04-01T00:00:00.000Z' }) },
    'get v1/authors/7/materials': { items: [materialSummary(), materialSummary({ id: 34, title: 'Farbkreis' })], total: 30, page: 1, per_page: 24 },
    'get v1/blog-posts': { items: [post], total: 1, page: 1, per_page: 12 },
    ...answers,
  });
  setHttpClient(client);
  renderWithShell(<><AuthorPage {...props(params, query)} /><LocationProbe /></>, { path: '/de/autor/7/julia-wagner' });
  return client;
}

describe('AuthorPage', () => {
  it('shows the author and their materials (default tab), paginated by ?page=', async () => {
    const client = renderPage({}, {}, 'page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Julia Wagner' })).toBeInTheDocument();
    expect(screen.getByText(/2 materials · 12 followers · Author since 2021/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Farbkreis' })).toHaveAttribute('href', '/de/material/34/farbenlehre-ubungen-mit-losungen');
    expect(screen.getByRole('link', { name: 'Materials' })).toHaveAttribute('aria-current', 'page');
    expect(client.calls.find((c) => c.path === 'v1/authors/7/materials')?.options?.searchParams).toMatchObject({ page: 2 });
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/de/autor/7/julia-wagner');
    // spec §3: the page's meta text takes publicName and totalMaterials.
    expect(document.title).toBe('Julia Wagner – Teachmarket');
  });

  it('a follow changes the follower count at once, from the API answer (issue 18)', async () => {
    $session.set({ ...$session.get(), status: 'loggedIn', userId: 99 });
    try {
      renderPage({}, {
        'get v1/authors/7': { item: authorProfile({ author_since: '2021-04-01T00:00:00.000Z', following: false }) },
        'post v1/authors/7/follow': { following: true, total_followers: 13 },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
      expect(await screen.findByText(/2 materials · 13 followers/)).toBeInTheDocument();
    } finally {
      $session.set({ ...$session.get(), status: 'anonymous', userId: null });
    }
  });

  it('the blog tab lists the posts, each linking to its blog post page', async () => {
    const client = renderPage({ tab: 'blog' });
    expect(await screen.findByRole('link', { name: 'Farben im Alltag' })).toHaveAttribute('href', '/de/beitrag/41');
    expect(screen.getByRole('link', { name: 'Blog posts' })).toHaveAttribute('aria-current', 'page');
    expect(client.calls.find((c) => c.path === 'v1/blog-posts')?.options?.searchParams).toMatchObject({ author_id: 7 });
  });

  it('the blog tab says so when there are no posts', async () => {
    renderPage({ tab: 'blog' }, { 'get v1/blog-posts': { items: [], total: 0, page: 1, per_page: 12 } });
    expect(await screen.findByText('Julia Wagner has not written any blog posts yet.')).toBeInTheDocument();
  });

  it('the about tab shows the description', async () => {
    renderPage({ tab: 'about' });
    expect(await screen.findByRole('heading', { name: 'About Julia Wagner' })).toBeInTheDocument();
    expect(screen.getByText('Ich unterrichte Kunst.')).toBeInTheDocument();
  });

  it('a wrong slug or an unknown tab goes to the canonical URL', async () => {
    renderPage({ slug: 'old-name', tab: 'nonsense' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/de\/autor\/7\/julia-wagner$/));
  });

  it('an unknown author is the 404 page with noindex (spec §8)', async () => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    document.head.appendChild(robots);
    renderPage({}, { 'get v1/authors/7': httpError(404), 'get v1/authors/7/materials': httpError(404) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(robots.content).toBe('noindex,nofollow');
    expect(document.querySelector('meta[name="prerender-status-code"]')).toHaveAttribute('content', '404');
  });

  it('offers a retry when the API fails', async () => {
    renderPage({}, { 'get v1/authors/7': httpError(503) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
