import { fireEvent, screen, within } from '@testing-library/react';
import { setHttpClient, type ModeratedMaterial, type ReportedComment } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logInAsOperator, reset } from '../../../ui/__tests__/session';
import ModerationPage from '../ModerationPage';

const person = { id: 4, name: 'Rita Reader', email: 'rita@example.org' };
const comment: ReportedComment = {
  id: 31, body: 'Kauft das woanders!', createdAt: '2026-11-20T09:00:00.000Z', author: person,
  material: { id: 12, slug: 'brueche', title: 'Brüche', world: 'de' }, reports: 2, reasons: ['spam', 'offensive'], lastReportedAt: '2026-11-21T09:00:00.000Z',
};
const material: ModeratedMaterial = {
  id: 12, slug: 'brueche', title: 'Brüche', world: 'de', status: 'published', author: { id: 2, name: 'Sam Seller', email: 'seller@example.org' },
  publishedAt: '2026-10-01T09:00:00.000Z', unpublishedAt: null, unpublishedReason: null,
};
const paged = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 20 });
const props = () => ({ world: 'de' as const, routeId: 'operatorModeration', params: {}, query: new URLSearchParams() });

describe('ModerationPage (operator console)', () => {
  afterEach(reset);

  it('removes a reported comment after the confirm step; the queue is read again', async () => {
    logInAsOperator();
    let open = [comment];
    const client = createFixtureClient({
      'get v1/operator/moderation/comments': () => paged(open),
      'get v1/operator/moderation/reviews': paged([]),
      'get v1/operator/materials': paged([]),
      'post v1/operator/moderation/comments/31': (options: { json?: unknown } | undefined) => {
        expect(options?.json).toEqual({ decision: 'remove' });
        open = [];
        return { id: 31, decision: 'removed' };
      },
    });
    setHttpClient(client);
    renderWithShell(<ModerationPage {...props()} />);
    const card = await screen.findByTestId('reported-comment');
    expect(card).toHaveTextContent('Kauft das woanders!');
    expect(card).toHaveTextContent('2: Spam or advertising, Offensive or hurtful');
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(client.calls.some((c) => c.method === 'post')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The comment was removed.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No reported comment is waiting.')).toBeInTheDocument();
  });

  it('unpublishes a material only with a reason, and sends that reason', async () => {
    logInAsOperator();
    const sent: unknown[] = [];
    const client = createFixtureClient({
      'get v1/operator/moderation/comments': paged([]),
      'get v1/operator/moderation/reviews': paged([]),
      'get v1/operator/materials': paged([material]),
      'post v1/operator/materials/12/unpublish': (options: { json?: unknown } | undefined) => {
        sent.push(options?.json);
        return { item: { ...material, status: 'draft' }, mailed: true };
      },
    });
    setHttpClient(client);
    renderWithShell(<ModerationPage {...props()} />);
    const card = await screen.findByTestId('moderated-material');
    fireEvent.click(within(card).getByRole('button', { name: 'Unpublish' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(card).getByLabelText(/Reason for the author/), { target: { value: 'Copied pages from a textbook' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('“Brüche” was taken out of the catalogue.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ reason: 'Copied pages from a textbook' }]);
  });
});
