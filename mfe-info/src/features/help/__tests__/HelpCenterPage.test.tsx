import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import HelpCenterPage from '../HelpCenterPage';

const props = { routeId: 'help', params: {}, world: 'de' as const, query: new URLSearchParams() };
const topics = {
  items: [
    { id: 'buying', title: 'Buying', articles: [{ id: 'buying-1', title: 'How do I pay?', body: '<p>By invoice.</p>' }] },
    { id: 'account', title: 'Account', articles: [{ id: 'account-1', title: 'Forgot password', body: '<p>Use the <strong>reset link</strong> we e-mail you.</p><script>alert(1)</script>' }] },
  ],
};

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

  it('searches titles and bodies, and offers to clear a search without results', async () => {
    const user = userEvent.setup();
    setHttpClient(createFixtureClient({ 'get v1/help/topics': topics }));
    renderWithShell(<HelpCenterPage {...props} />);
    const search = await screen.findByRole('searchbox', { name: 'Search the help centre' });

    await user.type(search, 'reset link');
    expect(screen.queryByRole('heading', { name: 'Buying' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    // The article's HTML is rendered (sanitised), not shown as tags; a tag name is no match.
    expect(screen.getByText('reset link')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    await user.clear(search);
    await user.type(search, 'strong');
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'refund');
    expect(screen.getByText('No article matches “refund”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Buying' })).toBeInTheDocument();
  });

  it('says so when the help centre has no articles in the language', async () => {
    setHttpClient(createFixtureClient({ 'get v1/help/topics': { items: [] } }));
    renderWithShell(<HelpCenterPage {...props} />);
    expect(await screen.findByText('The help centre has no articles in this language yet.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
