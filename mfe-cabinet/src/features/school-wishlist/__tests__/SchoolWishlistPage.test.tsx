import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, href, setHttpClient } from '@teachmarket/shared-kit';
import { $schoolWishlist } from '@teachmarket/shared-kit/school-wishlist';
import { createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import SchoolWishlistPage from '../SchoolWishlistPage';

const props = { routeId: 'schoolWishlist', params: {}, world: 'de' as const, query: new URLSearchParams() };
const a = materialSummary({ id: 21, title: 'Experimente Chemie' });
const b = materialSummary({ id: 22, title: 'Atlas Europa' });

describe('SchoolWishlistPage', () => {
  const initial = $session.get();
  beforeEach(() => $schoolWishlist.set({ items: [], total: 0, removable: [], loaded: false }));
  afterEach(() => {
    // Unmount before resetting the stores, so the reset does not re-render a page outside act().
    cleanup();
    $session.set(initial);
  });

  it('asks an anonymous visitor to log in', () => {
    $session.set({ ...initial, status: 'anonymous' });
    renderWithShell(<SchoolWishlistPage {...props} />);
    expect(screen.getByText("Log in to see your school's wishlist.")).toBeInTheDocument();
  });

  it('tells a user without a school account what to do (403)', async () => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    setHttpClient(createFixtureClient({ 'post v3/elastic-indexer/wishlist/school/query': httpError(403) }));
    renderWithShell(<SchoolWishlistPage {...props} />);
    expect(await screen.findByText(/The school wishlist is for members of a school account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a school account' })).toHaveAttribute('href', href('schoolCreate', {}, 'de'));
  });

  it('lists the wishlist with its total; only removable entries have a remove button', async () => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    setHttpClient(createFixtureClient({
      'post v3/elastic-indexer/wishlist/school/query': { items: [a, b], total: 2, page: 1, per_page: 200, removable: [21] },
      'post v3/subscriptions/unsubscribe/school': { id: 21, total: 1 },
    }));
    renderWithShell(<SchoolWishlistPage {...props} />);
    expect(await screen.findByText(/Materials on the list: 2/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove “Atlas Europa” from the school wishlist' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove “Experimente Chemie” from the school wishlist' }));
    expect(await screen.findByText(/Materials on the list: 1/)).toBeInTheDocument();
    expect(screen.getAllByTestId('school-wishlist-item')).toHaveLength(1);
  });

  it('offers a retry when the list fails to load', async () => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    setHttpClient(createFixtureClient({ 'post v3/elastic-indexer/wishlist/school/query': httpError(500) }));
    renderWithShell(<SchoolWishlistPage {...props} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
