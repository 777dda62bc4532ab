import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, $user, setHttpClient, type Comment, type User } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { Comments } from '../Comments';

// Issue 18 "the catalogue talks back": the comment section's rules as a reader and as the author.

const AUTHOR = 7;
const person = (id: number, publicName: string) => ({ id, slug: publicName.toLowerCase(), publicName, imagePath: null });
const comment = (over: Partial<Comment> = {}): Comment => ({
  id: 1, materialId: 12, body: 'Gibt es Lösungen?', createdAt: '2026-11-20T10:00:00.000Z', editedAt: null, replies: [], author: person(3, 'Rita'), ...over,
});
const page = (items: Comment[]) => ({ items, total: items.length, page: 1, per_page: 10 });

function as(userId: number | null) {
  $session.set({ ...$session.get(), status: userId === null ? 'anonymous' : 'loggedIn', userId });
  $user.set(userId === null ? null : ({ id: userId, userName: 'Someone' } as User));
}

afterEach(() => as(null));

describe('Comments', () => {
  it('asks visitors to log in and shows no form', async () => {
    as(null);
    setHttpClient(createFixtureClient({ 'get v1/materials/12/comments': page([comment()]) }));
    renderWithShell(<Comments materialId={12} authorId={AUTHOR} world="de" />, { bundle: 'de' });
    expect(await screen.findByText('Gibt es Lösungen?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /melden/i })).not.toBeInTheDocument();
  });

  it("reports another reader's comment with the same dialog as reviews: reason and words sent, focus back on the button", async () => {
    as(5);
    const client = createFixtureClient({
      'get v1/materials/12/comments': page([comment()]),
      'post v1/materials/12/comments/1/report': { id: 1 },
    });
    setHttpClient(client);
    const user = userEvent.setup();
    renderWithShell(<Comments materialId={12} authorId={AUTHOR} world="de" />, { bundle: 'de' });
    const report = await screen.findByRole('button', { name: 'Kommentar von Rita melden' });
    expect(report).toHaveTextContent('Melden');
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Den Kommentar von Rita unserem Team melden' });
    const reason = within(dialog).getByRole('combobox', { name: 'Warum meldest du das?' });
    expect(reason).toHaveFocus();
    // Only the comment reasons are offered.
    expect(within(reason).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['spam', 'offensive', 'personal_data', 'other']);
    await user.selectOptions(reason, 'personal_data');
    await user.type(within(dialog).getByRole('textbox'), 'Nennt die Adresse einer Schülerin');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Danke. Unser Team sieht es sich an.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(report).toHaveFocus();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ reason: 'personal_data', text: 'Nennt die Adresse einer Schülerin' });
    // The old inline form is gone: no second way to report.
    expect(screen.queryByText('Warum meldest du diesen Kommentar?')).not.toBeInTheDocument();
  });

  it('offers no report of an own comment', async () => {
    as(3);
    setHttpClient(createFixtureClient({ 'get v1/materials/12/comments': page([comment()]) }));
    renderWithShell(<Comments materialId={12} authorId={AUTHOR} world="de" />, { bundle: 'de' });
    expect(await screen.findByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /melden/i })).not.toBeInTheDocument();
  });

  it("the author answers under a reader's comment; the answer is shown in its thread", async () => {
    as(AUTHOR);
    let answered = false;
    const client = createFixtureClient({
      'get v1/materials/12/comments': () => page([comment(answered ? { replies: [{ ...comment({ id: 2, body: 'Ja, Seite 4.', author: person(AUTHOR, 'Autorin') }), parentId: 1 }] } : {})]),
      'post v1/materials/12/comments': () => { answered = true; return { item: {} }; },
    });
    setHttpClient(client);
    const user = userEvent.setup();
    renderWithShell(<Comments materialId={12} authorId={AUTHOR} world="de" />, { bundle: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Antworten' }));
    await user.type(screen.getByRole('textbox', { name: 'Deine Antwort als Autor' }), 'Ja, Seite 4.');
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    const answers = await screen.findByRole('list', { name: 'Antworten' });
    expect(within(answers).getByText('Ja, Seite 4.')).toBeInTheDocument();
    expect(within(answers).getByText('Autor')).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ body: 'Ja, Seite 4.', parentId: 1 });
  });

  it('deletes an own comment only after the confirm step, and keeps it on "keep"', async () => {
    as(3);
    let deleted = false;
    const client = createFixtureClient({
      'get v1/materials/12/comments': () => page(deleted ? [] : [comment()]),
      'delete v1/materials/12/comments/1': () => { deleted = true; return { id: 1 }; },
    });
    setHttpClient(client);
    const user = userEvent.setup();
    renderWithShell(<Comments materialId={12} authorId={AUTHOR} world="de" />, { bundle: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Löschen' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Behalten' }));
    expect(client.calls.some((c) => c.method === 'delete')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Noch keine Kommentare.')).toBeInTheDocument();
  });

  it("an empty comment gets the page's own message tied to the box and focus on it, not the browser's bubble; nothing is sent (s16 QA row 15)", async () => {
    as(5);
    const client = createFixtureClient({ 'get v1/materials/12/comments': page([]) });
    setHttpClient(client);
    const user = userEvent.setup();
    renderWithShell(<Comments materialId={12} authorId={AUTHOR} world="de" />, { bundle: 'de' });
    const box = await screen.findByRole('textbox', { name: 'Dein Kommentar oder deine Frage' });
    expect(box).not.toBeRequired();
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Schreib zuerst etwas.');
    expect(box).toHaveAccessibleDescription('Schreib zuerst etwas.');
    expect(box).toBeInvalid();
    expect(box).toHaveFocus();
    expect(client.calls.some((c) => c.method === 'post')).toBe(false);
    await user.type(box, 'Gibt es Lösungen?');
    expect(screen.queryByText('Schreib zuerst etwas.')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('says so when the rate limit is reached and keeps the text', async () => {
    as(5);
    setHttpClient(createFixtureClient({
      'get v1/materials/12/comments': page([]),
      'post v1/materials/12/comments': httpError(429, { error: { code: 'rate_limited', message: 'slow down' } }),
    }));
    const user = userEvent.setup();
    renderWithShell(<Comments materialId={12} authorId={AUTHOR} world="de" />, { bundle: 'de' });
    const box = await screen.findByRole('textbox', { name: 'Dein Kommentar oder deine Frage' });
    await user.type(box, 'Noch eine Frage');
    await act(() => user.click(screen.getByRole('button', { name: 'Kommentar senden' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du hast in kurzer Zeit viele Kommentare geschrieben');
    expect(box).toHaveValue('Noch eine Frage');
  });
});
