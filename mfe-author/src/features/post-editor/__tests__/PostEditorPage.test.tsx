import { fireEvent, screen, within } from '@testing-library/react';
import { $session, $user, href, setHttpClient, type User } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import PostEditorPage from '../PostEditorPage';

const props = { routeId: 'postEditor', params: {}, world: 'de' as const, query: new URLSearchParams() };
const initial = $session.get();
const logIn = (isSeller: boolean) => {
  $session.set({ ...initial, status: 'loggedIn', userId: 2 });
  $user.set({ id: 2, slug: 'sam', email: 'sam@teachmarket.test', isSeller } as User);
};
const post = (id: number, title: string, source = 'Ein Absatz mit genug Text darin.') => ({
  id, world: 'de', title, excerpt: source, source, createdAt: '2026-10-01T10:00:00.000Z', updatedAt: null,
});

describe('PostEditorPage', () => {
  afterEach(() => {
    $session.set(initial);
    $user.set(null);
  });

  it('publishes a new post and links to its public page', async () => {
    logIn(true);
    const created = post(77, 'Lernen mit Würfeln', 'Würfel **motivieren**.\n\n- Zahlen\n- Mengen');
    const client = createFixtureClient({ 'get v1/account/blog-posts': { items: [] }, 'post v1/blog-posts': { item: created } });
    setHttpClient(client);
    renderWithShell(<PostEditorPage {...props} />);
    expect(await screen.findByText('You have not written any posts yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Enter a title of at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 20 characters.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: created.title } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: `${created.source}\n\n<img src=x onerror=alert(1)>` } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('motivieren').tagName).toBe('STRONG');
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Your post is online.')).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ title: created.title, source: `${created.source}\n\n<img src=x onerror=alert(1)>` });
    expect(screen.getByRole('link', { name: 'View the post' })).toHaveAttribute('href', href('blogPost', { id: '77' }, 'de'));
    expect(screen.getByRole('listitem')).toHaveTextContent('Lernen mit Würfeln');
  });

  it('s16 QA2: focuses the first field to correct, drops its message once typed in, and focuses the outcome after publishing', async () => {
    logIn(true);
    const created = post(78, 'Quokkas im Unterricht');
    setHttpClient(createFixtureClient({ 'get v1/account/blog-posts': { items: [] }, 'post v1/blog-posts': { item: created } }));
    renderWithShell(<PostEditorPage {...props} />);
    await screen.findByText('You have not written any posts yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: created.title } });
    expect(screen.queryByText('Enter a title of at least 3 characters.')).toBeNull();
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Write at least 20 characters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByLabelText('Text')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: created.source } });
    expect(screen.queryByText('Write at least 20 characters.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Your post is online.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('edits an own post with its text and deletes one after asking', async () => {
    logIn(true);
    const client = createFixtureClient({
      'get v1/account/blog-posts': { items: [post(5, 'Erster Beitrag'), post(4, 'Älterer Beitrag')] },
      'put v1/blog-posts/5': (o: { json?: unknown } | undefined) => ({ item: { ...post(5, (o?.json as { title: string }).title), updatedAt: '2026-11-01T10:00:00.000Z' } }),
      'delete v1/blog-posts/4': { success: true },
    });
    setHttpClient(client);
    renderWithShell(<PostEditorPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Erster Beitrag”' }));
    expect(screen.getByRole('heading', { name: 'Edit blog post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Text')).toHaveValue('Ein Absatz mit genug Text darin.');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Neuer Titel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // s17 QA3: an edit says its changes are saved (not that the post went online), focus on it.
    expect(await screen.findByText('Your changes are saved.')).toHaveFocus();
    expect(screen.queryByText('Your post is online.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'New blog post' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Älterer Beitrag”' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the post “Älterer Beitrag”? This cannot be undone.');
    expect(client.calls.some((c) => c.method === 'delete')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('button', { name: 'Edit “Neuer Titel”' })).toBeInTheDocument();
    await screen.findByText('Neuer Titel');
    expect(screen.queryByText('Älterer Beitrag')).toBeNull();
    expect(client.calls.some((c) => c.method === 'delete' && c.path === 'v1/blog-posts/4')).toBe(true);
  });

  it('tells a buyer that authors write posts and loads nothing', () => {
    logIn(false);
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<PostEditorPage {...props} />);
    expect(screen.getByText('Blog posts are written by authors. Upload your first material to become an author.')).toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });
});
