import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setHttpClient, type ModeratedMaterial, type ReportedComment, type ReportedMaterial, type ReviewToModerate } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logInAsOperator, reset } from '../../../ui/__tests__/session';
import ModerationPage from '../ModerationPage';

const person = { id: 4, name: 'Rita Reader', email: 'rita@example.org' };
const comment: ReportedComment = {
  id: 31, body: 'Kauft das woanders!', createdAt: '2026-11-20T09:00:00.000Z', author: person,
  material: { id: 12, slug: 'brueche', title: 'Brüche', world: 'de' }, reports: 2, reasons: ['spam', 'offensive'], notes: ['Wirbt für einen anderen Shop'], lastReportedAt: '2026-11-21T09:00:00.000Z',
};
const material: ModeratedMaterial = {
  id: 12, slug: 'brueche', title: 'Brüche', world: 'de', status: 'published', author: { id: 2, name: 'Sam Seller', email: 'seller@example.org' },
  publishedAt: '2026-10-01T09:00:00.000Z', unpublishedAt: null, unpublishedReason: null,
};
const openReports = { reports: 2, reasons: ['copyright', 'misleading'], notes: ['Seiten aus „Mathe 5“ kopiert'], lastReportedAt: '2026-11-22T09:00:00.000Z' };
const reportedMaterial: ReportedMaterial = { ...material, ...openReports };
const review: ReviewToModerate = {
  id: 51, stars: 1, text: 'Der Autor ist ein Betrüger', createdAt: '2026-11-19T09:00:00.000Z', author: person,
  material: { id: 12, slug: 'brueche', title: 'Brüche', world: 'de' }, reports: 1, reasons: ['offensive'], notes: [], lastReportedAt: '2026-11-21T09:00:00.000Z',
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
      'get v1/operator/moderation/materials': paged([]),
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
    // Issue 18: the readers' words of a comment report, as for reviews and materials.
    expect(card).toHaveTextContent('Wirbt für einen anderen Shop');
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
      'get v1/operator/moderation/materials': paged([]),
      'get v1/operator/materials': paged([material]),
      'post v1/operator/materials/12/unpublish': (options: { json?: unknown } | undefined) => {
        sent.push(options?.json);
        return { item: { ...material, status: 'draft' }, mailed: true };
      },
    });
    setHttpClient(client);
    renderWithShell(<ModerationPage {...props()} />);
    const card = await screen.findByTestId('moderated-material');
    // s17 QA3: the button names its material (a list of twenty "Unpublish" told a screen reader nothing apart).
    fireEvent.click(within(card).getByRole('button', { name: 'Unpublish: Brüche (#12)' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(card).getByLabelText(/Reason for the author/), { target: { value: 'Copied pages from a textbook' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('“Brüche” was taken out of the catalogue.')).toHaveAttribute('role', 'status');
    // s16 QA2: the focus goes to the outcome, not the page body.
    await waitFor(() => expect(screen.getByText('“Brüche” was taken out of the catalogue.')).toHaveFocus());
    expect(sent).toEqual([{ reason: 'Copied pages from a textbook' }]);
  });

  it('lists reported reviews and materials with their reports; keeping a material settles them after the confirm step', async () => {
    logInAsOperator();
    let open = [reportedMaterial];
    const client = createFixtureClient({
      'get v1/operator/moderation/comments': paged([]),
      'get v1/operator/moderation/reviews': paged([review]),
      'get v1/operator/moderation/materials': () => paged(open),
      'get v1/operator/materials': paged([]),
      'post v1/operator/moderation/materials/12': (options: { json?: unknown } | undefined) => {
        expect(options?.json).toEqual({ decision: 'keep' });
        open = [];
        return { id: 12, decision: 'kept' };
      },
    });
    setHttpClient(client);
    renderWithShell(<ModerationPage {...props()} />);
    const reviewCard = await screen.findByTestId('review-to-moderate');
    expect(reviewCard).toHaveTextContent('Der Autor ist ein Betrüger');
    expect(reviewCard).toHaveTextContent('1: Offensive or hurtful');
    const card = await screen.findByTestId('reported-material');
    expect(card).toHaveTextContent('2: Copyright, Misleading or wrong content');
    expect(within(card).getByRole('listitem')).toHaveTextContent('Seiten aus „Mathe 5“ kopiert');
    expect(within(card).getByRole('button', { name: 'Unpublish: Brüche (#12)' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Keep' }));
    expect(within(card).getByText('Keep “Brüche” in the catalogue? The reports so far are settled.')).toBeInTheDocument();
    expect(client.calls.some((c) => c.method === 'post')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('“Brüche” stays in the catalogue.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No reported material is waiting.')).toBeInTheDocument();
  });
});
