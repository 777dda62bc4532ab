import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import AiToolsPage from '../AiToolsPage';

const props = { routeId: 'aiTools', params: {}, world: 'de' as const, query: new URLSearchParams() };
const tools = { items: [{ id: 3, slug: 'quiz', title: 'Quiz generator', description: 'Turns a text into a quiz.', category: 'quiz' }] };

describe('AiToolsPage', () => {
  it('lists the tools with a link to each', async () => {
    setHttpClient(createFixtureClient({ 'get v3/ai-tools/query': tools }));
    renderWithShell(<AiToolsPage {...props} />);
    expect(await screen.findByRole('heading', { name: 'Quiz generator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Quiz generator' })).toHaveAttribute('href', '/de/ki-tools/3');
  });

  it('recovers from a failed load with the retry button', async () => {
    let calls = 0;
    setHttpClient(createFixtureClient({ 'get v3/ai-tools/query': () => (++calls === 1 ? httpError(502) : tools) }));
    renderWithShell(<AiToolsPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Quiz generator' })).toBeInTheDocument();
  });
});
