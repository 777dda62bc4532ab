import { screen } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import AiToolsFaqPage from '../AiToolsFaqPage';

const props = { routeId: 'aiToolsFaq', params: {}, world: 'de' as const, query: new URLSearchParams() };

describe('AiToolsFaqPage', () => {
  it('says which provider runs here and answers the privacy question', async () => {
    setHttpClient(createFixtureClient({ 'get v3/ai/provider': { provider: 'text-tools' } }));
    renderWithShell(<AiToolsFaqPage {...props} />);
    expect(await screen.findByTestId('ai-faq-provider')).toHaveTextContent('without an AI language model');
    expect(screen.getByText('What happens to my texts?')).toBeInTheDocument();
  });

  it('names the language model when one is connected', async () => {
    setHttpClient(createFixtureClient({ 'get v3/ai/provider': { provider: 'openai-compatible' } }));
    renderWithShell(<AiToolsFaqPage {...props} />);
    expect(await screen.findByTestId('ai-faq-provider')).toHaveTextContent('OpenAI-compatible');
  });
});
