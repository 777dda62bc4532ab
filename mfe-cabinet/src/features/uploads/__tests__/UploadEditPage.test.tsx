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

  it('withdraws a published material after a confirm step that says what happens; shows it off sale; publishes it again', async () => {
    const live = draft({ id: 7, slug: 'fertig', title: 'Fertiges Material', status: 'published', publishedAt: '2026-01-02T00:00:00.000Z', unpublished: null });
    const client = createFixtureClient({
      'get v3/uploads/materials': { items: [live] },
      'get v1/user/details': details,
      'post v3/uploads/material/7/withdraw': { item: { ...live, status: 'draft', publishedAt: null, unpublished: { by: 'author', at: '2026-02-01T00:00:00.000Z', reason: null } } },
      'post v3/uploads/material/7/republish': { item: live },
    });
    setHttpClient(client);
    renderWithShell(<UploadEditPage {...props} />);
    const row = (await screen.findByText('Fertiges Material')).closest('li')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    // A material that was on sale is never offered for deletion (buyers may own it).
    expect(within(row).queryByRole('button', { name: /Delete draft/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw from sale: Fertiges Material' }));
    const dialog = within(row).getByRole('alertdialog', { name: 'Withdraw “Fertiges Material” from sale?' });
    expect(dialog).toHaveTextContent('Nobody can buy it any more');
    expect(dialog).toHaveTextContent('People who already bought it keep their downloads.');
    expect(dialog).toHaveTextContent('You can publish it again at any time.');
    // Focus starts on the safe choice; cancel sends nothing and gives focus back to the button.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(client.calls.some((c) => c.path.endsWith('/withdraw'))).toBe(false);
    expect(within(row).getByRole('button', { name: 'Withdraw from sale: Fertiges Material' })).toHaveFocus();

    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw from sale: Fertiges Material' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, withdraw from sale' }));
    expect(await screen.findByText('“Fertiges Material” is off sale. Buyers keep their downloads.')).toBeInTheDocument();
    expect(client.calls.filter((c) => c.method === 'post' && c.path === 'v3/uploads/material/7/withdraw')).toHaveLength(1);
    expect(within(row).getByText('Off sale')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'View: Fertiges Material' })).not.toBeInTheDocument();
    const again = within(row).getByRole('button', { name: 'Publish again: Fertiges Material' });
    expect(again).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('“Fertiges Material” is on sale again.')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Withdraw from sale: Fertiges Material' })).toHaveFocus();
  });

  it('a material an operator took out shows why, and offers neither delete nor publish again', async () => {
    setHttpClient(createFixtureClient({
      'get v3/uploads/materials': { items: [draft({ id: 9, title: 'Kopiertes Material', unpublished: { by: 'operator', at: '2026-02-01T00:00:00.000Z', reason: 'Seiten aus einem Schulbuch' } })] },
      'get v1/user/details': details,
    }));
    renderWithShell(<UploadEditPage {...props} />);
    const row = (await screen.findByText('Kopiertes Material')).closest('li')!;
    expect(within(row).getByText('Taken out by Teachmarket')).toBeInTheDocument();
    expect(row).toHaveTextContent('(Seiten aus einem Schulbuch)');
    expect(within(row).queryByRole('button', { name: /Publish again|Delete draft/ })).not.toBeInTheDocument();
  });

  it('says so when publishing again is refused for missing details', async () => {
    setHttpClient(createFixtureClient({
      'get v3/uploads/materials': { items: [draft({ id: 9, title: 'Leeres Material', unpublished: { by: 'author', at: '2026-02-01T00:00:00.000Z', reason: null } })] },
      'get v1/user/details': details,
      'post v3/uploads/material/9/republish': httpError(400, { error: { code: 'incomplete_material', message: 'x', field: 'description' } }),
    }));
    renderWithShell(<UploadEditPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish again: Leeres Material' }));
    expect(await screen.findByText('“Leeres Material” is missing required details: complete it under Edit, then publish it again.')).toBeInTheDocument();
    expect(screen.getByText('Off sale')).toBeInTheDocument();
  });

  it('shows the empty state with the way to upload, and a retry when loading fails', async () => {
    setHttpClient(createFixtureClient({ 'get v3/uploads/materials': { items: [] }, 'get v1/user/details': httpError(500) }));
    renderWithShell(<UploadEditPage {...props} />);
    expect(await screen.findByText('You have not uploaded any materials yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Upload new material' })[0]).toHaveAttribute('href', href('firstUpload', {}, 'de'));
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
