import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import UploadEditPage from '../../../pages/UploadEditPage';
import { draft } from './fixtures';

const props = { routeId: 'uploadEdit', params: {}, world: 'de' as const, query: new URLSearchParams() };
const details = {
  items: {
    id: 2, slug: 'sam-seller', public_name: 'Sam Seller', subtitle: null, description: null, is_seller: true, is_private_profile: false,
    image_path: null, header_image_path: null, profile_background_path: 'http://api.test/uploads/backgrounds/2-0123456789abcdef.webp',
    profile_background_data: { width: 1200, height: 204 }, facebook_profile: null, instagram_profile: null, pinterest_profile: null,
  },
};

describe('UploadEditPage', () => {
  const initial = $session.get();
  beforeEach(() => $session.set({ ...initial, status: 'loggedIn', userId: 2 }));
  afterEach(() => {
    // Unmount before resetting the store, so the reset does not re-render the page outside act().
    cleanup();
    $session.set(initial);
  });

  it('asks an anonymous visitor to log in', () => {
    $session.set({ ...initial, status: 'anonymous' });
    renderWithShell(<UploadEditPage {...props} />);
    expect(screen.getByText('Log in to upload and manage your materials.')).toBeInTheDocument();
  });

  it('lists drafts and published materials; deleting a draft asks first', async () => {
    const client = createFixtureClient({
      'get v3/uploads/materials': { items: [draft({ title: 'Entwurf Brüche' }), draft({ id: 7, slug: 'fertig', title: 'Fertiges Material', status: 'published' })] },
      'get v1/user/details': details,
      'delete v3/uploads/material/41': { id: 41 },
    });
    setHttpClient(client);
    renderWithShell(<UploadEditPage {...props} />);
    const drafted = (await screen.findByText('Entwurf Brüche')).closest('li')!;
    expect(screen.getByRole('heading', { level: 1, name: 'My materials' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name: 'My materials' })).toHaveAttribute('aria-current', 'page');
    expect(within(drafted).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View: Fertiges Material' })).toHaveAttribute('href', href('material', { id: '7', slug: 'fertig' }, 'de'));
    expect(screen.getByRole('link', { name: 'Edit: Entwurf Brüche' })).toHaveAttribute('href', href('firstUpload', { materialId: '41' }, 'de'));
    expect(screen.queryByRole('button', { name: 'Delete draft: Fertiges Material' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete draft: Entwurf Brüche' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the draft “Entwurf Brüche”? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.calls.some((c) => c.method === 'delete')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete draft: Entwurf Brüche' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The draft was deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Entwurf Brüche')).not.toBeInTheDocument();
  });

  it('shows the empty state with the way to upload, and a retry when loading fails', async () => {
    setHttpClient(createFixtureClient({ 'get v3/uploads/materials': { items: [] }, 'get v1/user/details': httpError(500) }));
    renderWithShell(<UploadEditPage {...props} />);
    expect(await screen.findByText('You have not uploaded any materials yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Upload new material' })[0]).toHaveAttribute('href', href('firstUpload', {}, 'de'));
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
