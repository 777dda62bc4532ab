import { screen } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import BlogPostPage from '../BlogPostPage';

const props = { routeId: 'blogPost', params: { id: '41' }, world: 'de' as const, query: new URLSearchParams() };
const post = {
  id: 41, world: 'de', title: 'Farben im Alltag', excerpt: 'Warum Farben im Unterricht zählen.',
  body: '<p>Erster <strong>Absatz</strong>.</p><script>window.hacked = true</script><p onclick="alert(1)">Zweiter Absatz.</p>',
  createdAt: '2024-03-05T10:00:00.000Z', author: { id: 7, slug: 'julia-wagner', publicName: 'Julia Wagner', imagePath: 'http://api.test/images/avatars/7.svg' },
};

function renderPage(answers: Record<string, unknown>) {
  setHttpClient(createFixtureClient({
    'get v1/authors/7/materials': { items: [materialSummary({ id: 34, title: 'Farbkreis' })], total: 1, page: 1, per_page: 24 },
    ...answers,
  }));
  return renderWithShell(<BlogPostPage {...props} />);
}

describe('BlogPostPage', () => {
  it('shows the post with its date, a sanitised body and the author linking to the author page', async () => {
    const { container } = renderPage({ 'get v1/blog-posts/41': { item: post } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Farben im Alltag' })).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toHaveAttribute('datetime', post.createdAt);
    expect(screen.getByText('Absatz').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Julia Wagner' })).toHaveAttribute('href', '/de/autor/7/julia-wagner');
    expect(screen.getByRole('link', { name: 'All blog posts by Julia Wagner' })).toHaveAttribute('href', '/de/autor/7/julia-wagner/blog');
    expect(document.title).toBe('Farben im Alltag – Blog post – Teachmarket');
    expect(await screen.findByRole('link', { name: 'Farbkreis' })).toBeInTheDocument();
  });

  it("hides the related section when the author's materials cannot be loaded", async () => {
    renderPage({ 'get v1/blog-posts/41': { item: post }, 'get v1/authors/7/materials': httpError(503) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Materials by Julia Wagner' })).toBeNull();
  });

  it('an unknown post is the 404 page with noindex', async () => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    document.head.appendChild(robots);
    renderPage({ 'get v1/blog-posts/41': httpError(404) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(robots.content).toBe('noindex,nofollow');
  });

  it('offers a retry when the API fails', async () => {
    renderPage({ 'get v1/blog-posts/41': httpError(503) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
