import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $announcement, $session, href, setHttpClient, type AiDocumentSummary } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import AiDocumentsPage from '../AiDocumentsPage';

const props = { routeId: 'aiToolDocuments', params: {}, world: 'de' as const, query: new URLSearchParams() };
const doc: AiDocumentSummary = {
  id: 9, toolId: 'quiz', title: 'Fractions quiz', provider: 'text-tools', saved: true, materialId: 3,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('AiDocumentsPage', () => {
  const initial = $session.get();
  beforeEach(() => $session.set({ ...initial, status: 'loggedIn', userId: 7 }));
  afterEach(() => {
    cleanup();
    $session.set(initial);
  });

  it('shows an empty state leading to the tools', async () => {
    setHttpClient(createFixtureClient({ 'get v3/ai-tools/documents': { items: [], total: 0 } }));
    renderWithShell(<AiDocumentsPage {...props} />);
    expect(await screen.findByText('You have no saved documents yet. Generate a quiz or a worksheet and save it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the AI tools' })).toHaveAttribute('href', href('aiTools', {}, 'de'));
  });

  it('renames a document, with a message for an empty title', async () => {
    const client = createFixtureClient({
      'get v3/ai-tools/documents': { items: [doc], total: 1 },
      'post v3/ai-tools/documents/9/title': { item: { ...doc, title: 'Fractions, week 2', body: '', questions: [], instruction: null } },
    });
    setHttpClient(client);
    renderWithShell(<AiDocumentsPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Fractions quiz' }));
    const field = screen.getByLabelText('New title');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    await userEvent.type(field, 'Fractions, week 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
    expect(await screen.findByRole('link', { name: 'Fractions, week 2' })).toHaveAttribute('href', href('aiToolDocument', { id: '9' }, 'de'));
    expect(client.calls.at(-1)?.options?.json).toEqual({ title: 'Fractions, week 2' });
    // Issue 20: focus goes back to the rename button (the form with the focused button is gone), and the save is said.
    expect(screen.getByRole('button', { name: 'Rename Fractions, week 2' })).toHaveFocus();
    expect($announcement.get().message).toContain('The title is now “Fractions, week 2”.');
  });

  it('deletes only after confirmation', async () => {
    const client = createFixtureClient({ 'get v3/ai-tools/documents': { items: [doc], total: 1 }, 'post v3/ai-tools/documents/9/delete': { id: 9 } });
    setHttpClient(client);
    renderWithShell(<AiDocumentsPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Fractions quiz' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Fractions quiz"? This cannot be undone.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.calls.some((c) => c.path.endsWith('/delete'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Delete Fractions quiz' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Fractions quiz' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved documents yet. Generate a quiz or a worksheet and save it.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fractions quiz' })).not.toBeInTheDocument();
    // Issue 20: the row (and its focused button) is gone: focus is on the page heading, the deletion is said.
    expect(screen.getByRole('heading', { level: 1, name: 'My documents' })).toHaveFocus();
    expect($announcement.get().message).toContain('“Fractions quiz” was deleted.');
  });

  it('a failed delete is shown as an alert (not announced too); the confirm button stays focusable while sending (aria-disabled)', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const client = createFixtureClient({
      'get v3/ai-tools/documents': { items: [doc], total: 1 },
      'post v3/ai-tools/documents/9/delete': () => new Promise((_, reject) => { fail = reject; }),
    });
    setHttpClient(client);
    renderWithShell(<AiDocumentsPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Fractions quiz' }));
    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    expect(client.calls.filter((c) => c.path.endsWith('/delete'))).toHaveLength(1);
    fail(httpError(503));
    const alert = await within(screen.getByRole('alertdialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Try again.');
    // Issue 20: an error shown as an alert is read once: not announced through the status region as well.
    expect($announcement.get().message).not.toContain('Something went wrong. Try again.');
    expect(confirm).toHaveFocus();
  });

  it('offers a retry when the list fails to load', async () => {
    let calls = 0;
    setHttpClient(createFixtureClient({ 'get v3/ai-tools/documents': () => (++calls === 1 ? httpError(500) : { items: [doc], total: 1 }) }));
    renderWithShell(<AiDocumentsPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fractions quiz' })).toBeInTheDocument();
  });
});
