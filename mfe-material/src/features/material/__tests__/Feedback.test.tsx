import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $announcement, $session, $user, setHttpClient, type RatingItem, type User } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { Feedback } from '../Feedback';

// Issue 19: a reader reports another reader's review to the operators from the material page, by
// keyboard: a small dialog (reason, optional words), Escape closes it, focus returns to the button,
// the outcome is announced.

const AUTHOR = 7;
const review = (over: Partial<RatingItem> = {}): RatingItem => ({
  id: 41, materialId: 12, stars: 1, text: 'Der Autor ist ein Betrüger', createdAt: '2026-11-20T10:00:00.000Z', reply: null,
  author: { id: 3, slug: 'rita', publicName: 'Rita', imagePath: null }, ...over,
});
const EMPTY = { items: [], total: 0, page: 1, per_page: 10 };
const ratings = (items: RatingItem[]) => ({ items, total: items.length, page: 1, per_page: 10, summary: { average: 1, count: items.length } });

function as(userId: number | null) {
  $session.set({ ...$session.get(), status: userId === null ? 'anonymous' : 'loggedIn', userId });
  $user.set(userId === null ? null : ({ id: userId, userName: 'Someone' } as User));
}
afterEach(() => as(null));

function renderFeedback(answers: Parameters<typeof createFixtureClient>[0]) {
  const client = createFixtureClient({ 'get v1/materials/12/comments': EMPTY, ...answers });
  setHttpClient(client);
  renderWithShell(<Feedback materialId={12} authorId={AUTHOR} summary={{ average: 1, count: 1 }} world="de" />, { bundle: 'de' });
  return client;
}

describe('reporting a review', () => {
  it('by keyboard: the dialog takes focus, sends the reason and the words, closes, announces the thanks and gives focus back', async () => {
    as(5);
    const client = renderFeedback({ 'get v1/materials/12/ratings': ratings([review()]), 'post v1/materials/12/ratings/41/report': { id: 41 } });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Bewertung von Rita melden' });
    expect(button).toHaveTextContent('Bewertung melden');
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Die Bewertung von Rita unserem Team melden' });
    const reason = within(dialog).getByRole('combobox', { name: 'Warum meldest du das?' });
    expect(reason).toHaveFocus();
    await user.selectOptions(reason, 'Beleidigend oder verletzend');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sollte unser Team noch etwas wissen? (optional)' }), '  Beleidigt den Autor  ');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(client.calls.find((c) => c.method === 'post')).toMatchObject({ path: 'v1/materials/12/ratings/41/report', options: { json: { reason: 'offensive', text: 'Beleidigt den Autor' } } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect($announcement.get().message).toContain('Danke. Unser Team sieht es sich an.');
    expect(screen.getByRole('button', { name: 'Bewertung von Rita melden' })).toHaveFocus();
  });

  it('Escape closes the dialog without sending and gives focus back to the button', async () => {
    as(5);
    const client = renderFeedback({ 'get v1/materials/12/ratings': ratings([review()]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bewertung von Rita melden' }));
    expect(screen.getByRole('button', { name: 'Bewertung von Rita melden' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(await screen.findByRole('dialog')).getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bewertung von Rita melden' })).toHaveFocus();
    expect(client.calls.some((c) => c.method === 'post')).toBe(false);
  });

  it('the report limit is said in the open dialog; a second report of the same review says it was reported already', async () => {
    as(5);
    let answer = httpError(429, { error: { code: 'rate_limited', message: 'slow down' } });
    renderFeedback({ 'get v1/materials/12/ratings': ratings([review()]), 'post v1/materials/12/ratings/41/report': () => answer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bewertung von Rita melden' }));
    await user.click(await screen.findByRole('button', { name: 'Meldung senden' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Du hast in kurzer Zeit viele Meldungen gesendet.');
    answer = httpError(409, { error: { code: 'already_reported', message: 'reported' } });
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect($announcement.get().message).toContain('Du hast das schon gemeldet.');
  });

  it('is offered to logged-in readers only, never on their own review or on stars without words', async () => {
    as(5);
    const items = [review(), review({ id: 42, text: null, author: { id: 4, slug: 'sam', publicName: 'Sam', imagePath: null } }), review({ id: 43, author: { id: 5, slug: 'me', publicName: 'Ich', imagePath: null } })];
    renderFeedback({ 'get v1/materials/12/ratings': ratings(items) });
    expect(await screen.findByRole('button', { name: 'Bewertung von Rita melden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bewertung von Sam melden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bewertung von Ich melden' })).not.toBeInTheDocument();
    act(() => as(null));
    await waitFor(() => expect(screen.getAllByText('Der Autor ist ein Betrüger')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /melden$/ })).not.toBeInTheDocument();
  });
});

describe("the author's answer to a review", () => {
  it('an empty answer gets the translated message tied to the box and focus on it; nothing is sent (s16 QA row 15)', async () => {
    as(AUTHOR);
    const client = renderFeedback({ 'get v1/materials/12/ratings': ratings([review()]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Auf diese Bewertung antworten' }));
    const box = screen.getByRole('textbox', { name: 'Deine Antwort' });
    expect(box).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Schreib zuerst etwas.');
    expect(box).toHaveAccessibleDescription('Schreib zuerst etwas.');
    expect(box).toHaveFocus();
    expect(client.calls.some((c) => c.method === 'post')).toBe(false);
  });
});

describe('"Rate this material"', () => {
  it("is offered to readers and visitors, never to the material's author (s16 QA row 20)", async () => {
    as(5);
    renderFeedback({ 'get v1/materials/12/ratings': ratings([review()]) });
    expect(await screen.findByRole('link', { name: 'Dieses Material bewerten' })).toHaveAttribute('href', expect.stringContaining('/12'));
    act(() => as(AUTHOR));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dieses Material bewerten' })).not.toBeInTheDocument());
    expect(screen.getByText('Der Autor ist ein Betrüger')).toBeInTheDocument();
    act(() => as(null));
    expect(await screen.findByRole('link', { name: 'Dieses Material bewerten' })).toBeInTheDocument();
  });
});
