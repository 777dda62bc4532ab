import { screen, within } from '@testing-library/react';
import { href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import EvaluationPage from '../EvaluationPage';

const props = (query = '') => ({ routeId: 'evaluation', params: {}, world: 'de' as const, query: new URLSearchParams(query) });
const material = { id: 11, slug: 'bruch', title: 'Bruchrechnen', world: 'de' };

describe('EvaluationPage', () => {
  afterEach(reset);

  it('shows the average per material and the feedback newest first, paged by URL', async () => {
    logIn(true);
    const client = createFixtureClient({
      'get v1/seller/evaluations': {
        materials: [{ ...material, average: 4.5, ratings: 2, comments: 1 }],
        items: [
          { kind: 'comment', id: 5, material, stars: null, text: 'Gibt es Lösungen?', authorName: 'Lena Lehrerin', createdAt: '2026-05-03T10:00:00.000Z' },
          { kind: 'rating', id: 9, material, stars: 4, text: 'Gut einsetzbar', authorName: 'Tom Teacher', createdAt: '2026-05-01T10:00:00.000Z' },
        ],
        total: 45, page: 2, per_page: 20,
      },
    });
    setHttpClient(client);
    renderWithShell(<EvaluationPage {...props('page=2')} />);
    const row = within(await screen.findByTestId('evaluation-materials')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('4.5');
    expect(within(row).getByRole('img', { name: '4.5 of 5 stars' })).toHaveTextContent('★★★★★');
    const items = within(screen.getByTestId('evaluation-items')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('CommentBruchrechnenGibt es Lösungen?by Lena Lehrerin on May 3, 2026');
    expect(within(items[1]!).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Gut einsetzbar');
    expect(client.calls[0]?.options?.searchParams).toEqual({ page: 2 });
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', href('evaluation', {}, 'de'));
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', href('evaluation', {}, 'de', { query: { page: '3' } }));
  });

  it('says so when there is no feedback yet', async () => {
    logIn(true);
    setHttpClient(createFixtureClient({ 'get v1/seller/evaluations': { materials: [], items: [], total: 0, page: 1, per_page: 20 } }));
    renderWithShell(<EvaluationPage {...props()} />);
    expect(await screen.findByText('Nobody has rated or commented on your materials yet.')).toBeInTheDocument();
  });
});
