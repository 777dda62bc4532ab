import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $announcement, $session, href, setHttpClient, type AiDocument } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import AiToolPage from '../AiToolPage';

const props = (id: string) => ({ routeId: 'aiTool', params: { id }, world: 'de' as const, query: new URLSearchParams() });
const tools = {
  items: [
    { id: 2, slug: 'quiz', title: 'Quiz generator', description: 'Creates questions.', category: 'assessment' },
    { id: 5, slug: 'presentation', title: 'Presentation (PPTX)', description: 'Slides.', category: 'documents' },
  ],
};
const quiz: AiDocument = {
  id: 41, toolId: 'quiz', title: 'Photosynthesis', provider: 'text-tools', saved: false, materialId: null,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', body: '', instruction: null,
  questions: [{ prompt: 'Plants release _____ in daylight.', options: ['oxygen', 'glucose'], answer: 0, source: 'Plants release oxygen in daylight.' }],
};
const base = {
  'get v3/ai-tools/query': tools,
  'get v1/authors/7/materials': { items: [materialSummary()], total: 1, page: 1, per_page: 24 },
  'get v1/user/bought-materials': { items: [], total: 0 },
};

describe('AiToolPage', () => {
  const initial = $session.get();
  beforeEach(() => $session.set({ ...initial, status: 'loggedIn', userId: 7 }));
  afterEach(() => {
    cleanup();
    $session.set(initial);
  });

  it('asks an anonymous visitor to log in', async () => {
    $session.set({ ...initial, status: 'anonymous', userId: null });
    setHttpClient(createFixtureClient(base));
    renderWithShell(<AiToolPage {...props('2')} />);
    expect(await screen.findByText('Log in to use the AI tools and to see your documents.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href('login', {}, 'de'));
  });

  it('validates per field, generates a quiz from a text, labels its provider and saves it', async () => {
    const client = createFixtureClient({
      ...base,
      'post v3/ai-tools/generate': { item: quiz },
      'post v3/ai-tools/documents/41/save': { item: { ...quiz, saved: true } },
    });
    setHttpClient(client);
    renderWithShell(<AiToolPage {...props('2')} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'my own text' }));
    const questions = screen.getByLabelText('Number of questions');
    await userEvent.clear(questions);
    await userEvent.type(questions, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByText('Paste the text to make the quiz from.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 20.')).toBeInTheDocument();
    expect(screen.getByLabelText('Text')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Text'), 'Plants release oxygen in daylight.');
    await userEvent.clear(questions);
    await userEvent.type(questions, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const result = await screen.findByRole('region', { name: 'Result: Photosynthesis' });
    expect(within(result).getByText('Built-in text tools (no AI model)')).toBeInTheDocument();
    expect(within(result).getByText('Plants release _____ in daylight.')).toBeInTheDocument();
    expect(client.calls.find((c) => c.path === 'v3/ai-tools/generate')?.options?.json).toEqual({
      toolId: 'quiz', input: { text: 'Plants release oxygen in daylight.', questions: 3 },
    });
    await userEvent.click(within(result).getByRole('button', { name: 'Save to my documents' }));
    expect(await screen.findByText('Saved to your documents.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the document' })).toHaveAttribute('href', href('aiToolDocument', { id: '41' }, 'de'));
    // Issue 20: the button gave way to the note; focus is on its link (not the body) and the save was said.
    expect(screen.getByRole('link', { name: 'Open the document' })).toHaveFocus();
    expect($announcement.get().message).toContain('Saved to your documents.');
  });

  it('a failed save is shown beside the button as an alert (read once, not announced too); the button keeps focus', async () => {
    setHttpClient(createFixtureClient({ ...base, 'post v3/ai-tools/generate': { item: quiz }, 'post v3/ai-tools/documents/41/save': httpError(503) }));
    renderWithShell(<AiToolPage {...props('2')} />);
    await userEvent.selectOptions(await screen.findByLabelText('Material'), 'Farbenlehre: Übungen mit Lösungen');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const save = await screen.findByRole('button', { name: 'Save to my documents' });
    await userEvent.click(save);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Try again.');
    // Issue 20: an error shown as an alert is read once: not announced through the status region as well.
    expect($announcement.get().message).not.toContain('Something went wrong. Try again.');
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('aria-disabled');
  });

  it('cancels a running generation without showing an error', async () => {
    const client = createFixtureClient({
      ...base,
      'post v3/ai-tools/generate': (options: { signal?: AbortSignal } | undefined) =>
        new Promise((_, reject) => options?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))),
    });
    setHttpClient(client);
    renderWithShell(<AiToolPage {...props('2')} />);
    await userEvent.selectOptions(await screen.findByLabelText('Material'), 'Farbenlehre: Übungen mit Lösungen');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Generating…')).toBeInTheDocument();
    // Issue 20: aria-disabled, not disabled: the button keeps focus, and a second press sends nothing.
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    expect(generate).toHaveFocus();
    await userEvent.click(generate);
    expect(client.calls.filter((c) => c.path === 'v3/ai-tools/generate')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Generating…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).not.toHaveAttribute('aria-disabled');
  });

  it('says what went wrong when the AI provider fails', async () => {
    setHttpClient(createFixtureClient({ ...base, 'post v3/ai-tools/generate': httpError(502) }));
    renderWithShell(<AiToolPage {...props('2')} />);
    await userEvent.selectOptions(await screen.findByLabelText('Material'), 'Farbenlehre: Übungen mit Lösungen');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('The AI service did not answer properly. Try again in a moment.')).toBeInTheDocument();
  });

  it('is honest about tools that need a language model', async () => {
    setHttpClient(createFixtureClient(base));
    renderWithShell(<AiToolPage {...props('5')} />);
    expect(await screen.findByText('This tool needs an AI language model, and none is connected on this site.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  });
});
