import { fireEvent, screen } from '@testing-library/react';
import { href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import { apiError, logIn, logOut, reset } from '../../../ui/__tests__/session';
import RatingEmailPage from '../RatingEmailPage';

const preview = { plain: 'http://api.test/images/previews/9/1.jpg', watermarked: 'http://api.test/images/previews/9/1-wm.jpg' };
const material = materialSummary({ id: 9, slug: 'photosynthese', title: 'Photosynthese im Überblick', firstPreviewImage: preview });
const props = (token: string | null) => ({
  routeId: 'ratingEmail', params: {}, world: 'de' as const, query: new URLSearchParams(token ? { token } : {}),
});
const TOKEN = 'tok-rate-1234567890';
const GET = `get v3/rating-links/${TOKEN}`;
const POST = `post v3/rating-links/${TOKEN}`;
const result = { material: { id: 9, slug: 'photosynthese', title: 'Photosynthese im Überblick' }, summary: { average: 4, count: 3 } };

describe('RatingEmailPage', () => {
  afterEach(reset);

  it('shows the material without a login, asks for stars first, then sends stars and comment and thanks with a link to the material', async () => {
    logOut();
    const client = createFixtureClient({ [GET]: { material, rating: null }, [POST]: result });
    setHttpClient(client);
    renderWithShell(<RatingEmailPage {...props(TOKEN)} />);
    expect(await screen.findByRole('heading', { name: 'Photosynthese im Überblick' })).toBeInTheDocument();
    expect(screen.getByText(`by ${material.author.publicName}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of “Photosynthese im Überblick”' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.');
    expect(client.calls.filter((c) => c.method === 'post')).toEqual([]);

    // A native radio group: one name, five labelled choices (arrow keys move between them).
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(Array(5).fill('rating-stars'));
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: '  Klar und gut gegliedert.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your rating!' })).toHaveFocus();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ stars: 4, text: 'Klar und gut gegliedert.' });
    expect(screen.getByRole('link', { name: 'Go to the material page' })).toHaveAttribute('href', href('material', { id: '9', slug: 'photosynthese' }, 'de'));
  });

  it('shows an earlier rating, which a new one replaces', async () => {
    logIn();
    setHttpClient(createFixtureClient({ [GET]: { material, rating: { stars: 2, text: 'Zu kurz' } } }));
    renderWithShell(<RatingEmailPage {...props(TOKEN)} />);
    expect(await screen.findByText('You rated this material before (2 of 5 stars). A new rating replaces it.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Zu kurz');
  });

  it.each([
    ['token_used', 'You have already rated this material with this link.'],
    ['token_expired', 'This rating link has expired.'],
    ['token_invalid', 'This rating link is not valid.'],
  ])('explains a %s link and leads to the bought materials', async (code, text) => {
    logOut();
    setHttpClient(createFixtureClient({ [GET]: apiError(410, code, 'token') }));
    renderWithShell(<RatingEmailPage {...props(TOKEN)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Go to my bought materials' })).toHaveAttribute('href', href('boughtMaterials', {}, 'de'));
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says so when the page is opened without a token, and asks nothing of the API', () => {
    logOut();
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<RatingEmailPage {...props(null)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page opens from the link in your rating e-mail.');
    expect(client.calls).toEqual([]);
  });

  it('explains a link used meanwhile (another tab) when sending, and offers a retry when the network fails', async () => {
    logOut();
    let answer: unknown = Object.assign(new Error('offline'), { name: 'TypeError' });
    setHttpClient(createFixtureClient({ [GET]: { material, rating: null }, [POST]: () => answer }));
    renderWithShell(<RatingEmailPage {...props(TOKEN)} />);
    fireEvent.click(await screen.findByRole('radio', { name: '5 of 5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Your rating could not be sent. Please try again.')).toBeInTheDocument();
    answer = apiError(410, 'token_used', 'token');
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(/You have already rated this material with this link/)).toBeInTheDocument();
  });
});
