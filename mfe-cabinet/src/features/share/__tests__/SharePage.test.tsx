import { fireEvent, screen } from '@testing-library/react';
import { $user, href, setHttpClient, type User } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import SharePage from '../SharePage';

const props = { routeId: 'share', params: {}, world: 'de' as const, query: new URLSearchParams() };
const own = (id: number, status: string, world = 'de') => ({ id, slug: `m-${id}`, status, world, title: `Material ${id}` });

describe('SharePage', () => {
  afterEach(reset);

  it('lists the author page and every published material with its public URL, and copies a link', async () => {
    logIn(true);
    $user.set({ ...$user.get()!, slug: 'sam-seller' } as User);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setHttpClient(createFixtureClient({ 'get v3/uploads/materials': { items: [own(5, 'published'), own(6, 'draft'), own(7, 'published', 'fr')] } }));
    renderWithShell(<SharePage {...props} />);
    const origin = window.location.origin;
    expect(screen.getByLabelText('Link to your author page')).toHaveValue(`${origin}${href('author', { id: '2', slug: 'sam-seller' }, 'de')}`);
    expect(await screen.findByLabelText('Material 5')).toHaveValue(`${origin}${href('material', { id: '5', slug: 'm-5' }, 'de')}`);
    expect(screen.getByLabelText('Material 7')).toHaveValue(`${origin}${href('material', { id: '7', slug: 'm-7' }, 'fr')}`);
    expect(screen.queryByLabelText('Material 6')).toBeNull();
    // s17 QA3: each button names its link (not six "Copy link"s).
    expect(screen.getAllByRole('button', { name: /^Copy link/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Copy link: Your author page', 'Copy link: Material 5', 'Copy link: Material 7',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link: Material 5' }));
    expect(await screen.findByText('The link was copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${origin}${href('material', { id: '5', slug: 'm-5' }, 'de')}`);
  });

  it('says when copying is not possible', async () => {
    logIn(true);
    $user.set({ ...$user.get()!, slug: 'sam-seller' } as User);
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    setHttpClient(createFixtureClient({ 'get v3/uploads/materials': { items: [] } }));
    renderWithShell(<SharePage {...props} />);
    expect(await screen.findByText('You have no published materials to share yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link: Your author page' }));
    expect(await screen.findByText('The link could not be copied. Select it and copy it by hand.')).toBeInTheDocument();
  });
});
