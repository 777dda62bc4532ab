import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import HelpCenterPage from '../HelpCenterPage';

const props = { routeId: 'help', params: {}, world: 'de' as const, query: new URLSearchParams() };
const topics = { items: [{ id: 1, title: 'Buying', articles: [{ id: 11, title: 'How do I pay?', body: 'By invoice.' }] }] };

describe('HelpCenterPage', () => {
  it('shows topics with articles that open on click', async () => {
    setHttpClient(createFixtureClient({ 'get v1/help/topics': topics }));
    renderWithShell(<HelpCenterPage {...props} />);
    expect(await screen.findByRole('heading', { name: 'Buying' })).toBeInTheDocument();
    const question = screen.getByText('How do I pay?');
    expect(screen.getByText('By invoice.')).not.toBeVisible();
    await userEvent.click(question);
    expect(screen.getByText('By invoice.')).toBeVisible();
  });

  it('shows an actionable error when the API is down', async () => {
    setHttpClient(createFixtureClient({ 'get v1/help/topics': httpError(503) }));
    renderWithShell(<HelpCenterPage {...props} />);
    expect(await screen.findByText('We could not load this content.')).toBeInTheDocument();
  });
});
