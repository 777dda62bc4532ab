import { screen } from '@testing-library/react';
import { href, setHttpClient, storage } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import HomePage from '../HomePage';

const MENU = {
  items: [{ type: 'primary', schoolName: 'Grundschule', grades: [{ id: 1, title: 'Klasse 1' }], subjects: [{ id: 4, title: 'Mathematik', materialsCount: 12 }] }],
};
const page = (items = [materialSummary()]) => ({ items, total: items.length, page: 1, per_page: 12 });
const props = (tab?: string) => ({ routeId: 'home', params: (tab ? { tab } : {}) as Record<string, string>, world: 'de' as const, query: new URLSearchParams() });

afterEach(() => {
  storage.remove('isLoggedIn');
  storage.remove('access_token');
});

describe('HomePage', () => {
  it('shows the newest materials and the discovery by school type, grade and subject', async () => {
    setHttpClient(createFixtureClient({ 'get v1/search': { ...page(), facets: {} }, 'get v3/mega-menu/get-subjects': MENU }));
    renderWithShell(<HomePage {...props()} />);
    expect(await screen.findByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Grundschule', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Klasse 1' })).toHaveAttribute('href', href('searchResults', {}, 'de', { query: { school_type: 'primary', class_grade: '1' } }));
    expect(screen.getByRole('link', { name: /Mathematik/ })).toHaveAttribute('href', href('searchResults', {}, 'de', { query: { school_type: 'primary', subject: '4' } }));
  });

  it("shows a subject's count as a count: a badge apart from the name, read as 'n materials' (s16 QA row 18)", async () => {
    setHttpClient(createFixtureClient({ 'get v1/search': { ...page(), facets: {} }, 'get v3/mega-menu/get-subjects': MENU }));
    renderWithShell(<HomePage {...props()} />, { bundle: 'de' });
    const link = await screen.findByRole('link', { name: 'Mathematik 12 Materialien' });
    const badge = link.querySelector('.tm-mega__count');
    expect(badge).toHaveTextContent(/^12$/);
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(link.firstChild).toHaveProperty('textContent', 'Mathematik');
  });

  it('following needs a login', async () => {
    setHttpClient(createFixtureClient({ 'get v3/mega-menu/get-subjects': httpError(503) }));
    renderWithShell(<HomePage {...props('following')} />);
    expect(await screen.findByText('Log in to see the new materials and posts of the authors you follow.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href('login', {}, 'de'));
  });

  it("following shows the followed authors' new materials once logged in; activity their posts", async () => {
    storage.set('isLoggedIn', 'true');
    storage.set('access_token', 'token-of-the-session');
    setHttpClient(
      createFixtureClient({
        'get v3/mega-menu/get-subjects': MENU,
        'get v3/following/materials': page([materialSummary({ id: 8, title: 'Neu: Bruchrechnen' })]),
        'get v3/following/posts': page([]),
      }),
    );
    const view = renderWithShell(<HomePage {...props('following')} />);
    expect(await screen.findByRole('link', { name: 'Neu: Bruchrechnen' })).toBeInTheDocument();
    view.unmount();
    renderWithShell(<HomePage {...props('activity')} />);
    expect(await screen.findByText('The authors you follow have not written new posts yet.')).toBeInTheDocument();
  });
});
