import { screen, waitFor } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { LocationProbe } from '../../../ui/test-probe';
import UserProfilePage from '../UserProfilePage';

const profile = {
  id: 9, slug: 'bea-buyer', public_name: 'Bea Buyer', is_private_profile: false, is_seller: false, image_path: null,
  member_since: '2023-02-10T00:00:00.000Z', total_followings: 1, total_public_folders: 1,
};
const followings = {
  items: [{ id: 7, slug: 'julia-wagner', publicName: 'Julia Wagner', imagePath: null, subtitle: 'Kunstlehrerin', totalMaterials: 12 }],
  total: 1, page: 1, per_page: 24,
};
const folders = {
  items: [{ id: 3, title: 'Kunst Klasse 3', parent_id: null, is_archive: false, folder_type: 'favorite', is_public: true, _total: 4, folders_materials: [] }],
  total: 1, page: 1, per_page: 200,
};

function renderPage(params: Record<string, string> = {}, answers: Record<string, unknown> = {}) {
  const client = createFixtureClient({
    'get v1/users/9/profile': { item: profile }, 'get v1/users/9/followings': followings, 'post v3/folders/public/query': folders, ...answers,
  });
  setHttpClient(client);
  renderWithShell(
    <>
      <UserProfilePage routeId="userProfile" world="de" params={{ id: '9', slug: 'bea-buyer', ...params }} query={new URLSearchParams()} />
      <LocationProbe />
    </>,
  );
  return client;
}

describe('UserProfilePage', () => {
  it('shows the member and the authors they follow (default tab)', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea Buyer' })).toBeInTheDocument();
    expect(screen.getByText(/Member since February 2023 · Followed authors: 1/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Julia Wagner' })).toHaveAttribute('href', '/de/autor/7/julia-wagner');
    expect(screen.getByText('12 materials')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public folders' })).toHaveAttribute('href', '/de/id/9/bea-buyer/folders');
    expect(document.title).toBe('Bea Buyer – User profile – Teachmarket');
  });

  it('the folders tab lists the public folders', async () => {
    const client = renderPage({ tab: 'folders' });
    expect(await screen.findByText('Kunst Klasse 3')).toBeInTheDocument();
    expect(screen.getByText('4 materials')).toBeInTheDocument();
    expect(client.calls.find((c) => c.path === 'v3/folders/public/query')?.options?.json).toMatchObject({ user_id: 9 });
  });

  it('empty states for no followed authors', async () => {
    renderPage({}, { 'get v1/users/9/followings': { items: [], total: 0, page: 1, per_page: 24 } });
    expect(await screen.findByText('Bea Buyer does not follow any authors yet.')).toBeInTheDocument();
  });

  it('a private profile shows only a short note and loads nothing else (spec §3)', async () => {
    const client = renderPage({ tab: 'folders' }, {
      'get v1/users/9/profile': { item: { ...profile, is_private_profile: true, member_since: null, total_followings: null, total_public_folders: null } },
    });
    expect(await screen.findByTestId('private-profile')).toHaveTextContent('This member keeps their profile private.');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(client.calls.map((c) => c.path)).toEqual(['v1/users/9/profile']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/de\/id\/9\/bea-buyer$/));
  });

  it('a wrong slug goes to the canonical URL, keeping the tab', async () => {
    renderPage({ slug: 'old-name', tab: 'folders' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/de\/id\/9\/bea-buyer\/folders$/));
  });

  it('an unknown user is the 404 page', async () => {
    renderPage({}, { 'get v1/users/9/profile': httpError(404) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers a retry when the API fails', async () => {
    renderPage({}, { 'get v1/users/9/profile': httpError(500) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
