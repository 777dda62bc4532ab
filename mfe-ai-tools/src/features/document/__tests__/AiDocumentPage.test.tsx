import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, setHttpClient, type AiDocument } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import AiDocumentPage from '../AiDocumentPage';

const props = { routeId: 'aiToolDocument', params: { id: '12' }, world: 'de' as const, query: new URLSearchParams() };
const doc: AiDocument = {
  id: 12, toolId: 'worksheet', title: 'Water cycle', provider: 'text-tools', saved: true, materialId: 3,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', instruction: null,
  body: 'Water cycle\n\nRivers\nWater evaporates from the sea.',
  questions: [{ prompt: 'Water _____ from the sea.', options: ['evaporates', 'rivers'], answer: 0, source: 'Water evaporates from the sea.' }],
};

describe('AiDocumentPage', () => {
  const initial = $session.get();
  beforeEach(() => $session.set({ ...initial, status: 'loggedIn', userId: 7 }));
  afterEach(() => {
    cleanup();
    $session.set(initial);
  });

  it('shows the document with its provider, questions and folded answers, and refines it', async () => {
    const client = createFixtureClient({
      'get v3/ai-tools/documents/12': { item: doc },
      'post v3/ai-tools/documents/12/refine': { item: { ...doc, instruction: 'rivers', body: 'Water cycle\n\nRivers\nRivers carry water to the sea.' } },
    });
    setHttpClient(client);
    renderWithShell(<AiDocumentPage {...props} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Water cycle' })).toBeInTheDocument();
    expect(screen.getByText('Built-in text tools (no AI model)')).toBeInTheDocument();
    expect(screen.getByText('Water _____ from the sea.')).toBeInTheDocument();
    expect(screen.getByText('Answer: a) evaporates')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Generate again' }));
    expect(screen.getByText('Write what should change.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('What should change?'), 'rivers');
    await userEvent.click(screen.getByRole('button', { name: 'Generate again' }));
    expect(await screen.findByText(/Rivers carry water to the sea\./)).toBeInTheDocument();
    expect(client.calls.at(-1)?.options?.json).toEqual({ instruction: 'rivers' });
  });

  it('says when a document does not exist (or is not yours)', async () => {
    setHttpClient(createFixtureClient({ 'get v3/ai-tools/documents/12': Object.assign(new Error('404'), { name: 'HTTPError', response: { status: 404 } }) }));
    renderWithShell(<AiDocumentPage {...props} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate again' })).not.toBeInTheDocument();
  });
});
