import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { href } from '@teachmarket/shared-kit';
import { MailLinkPage, UnsubscribeByLinkPage } from '../MailLinkPage';
import { apiError, renderRoutes } from './account-links-helpers';

function renderAt(url: string, element: ReactNode, answers: Record<string, unknown>) {
  return renderRoutes(url, { [url.split('?')[0] ?? url]: element }, answers, { elsewhere: 'Home page' });
}

describe('MailLinkPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('explains the unfollow, uses the token only on confirm and shows the result', async () => {
    const answer = { partition: 'author', author_name: 'Sam Seller' };
    const client = renderAt(href('unfollowAuthor', { token: 'tok-author-1' }, 'de'), <MailLinkPage world="de" partition="author" token="tok-author-1" />, {
      'get v1/subscriptions/author/tok-author-1': answer,
      'post v1/subscriptions/author/tok-author-1': answer,
    });
    expect(screen.getByRole('heading', { name: 'Stop following an author' })).toBeInTheDocument();
    expect(await screen.findByText('You will no longer follow Sam Seller and will not get e-mails about their new materials.')).toBeInTheDocument();
    expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You no longer follow Sam Seller.');
    expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the used-link message without a confirm button', async () => {
    renderAt(href('mailingUnsubscribe', { token: 'tok-used' }, 'de'), <MailLinkPage world="de" partition="mailing" token="tok-used" />, {
      'get v1/subscriptions/mailing/tok-used': apiError(410, 'token_used'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the button for a retry when the confirm fails for a network reason', async () => {
    renderAt(href('unsubscribe', { token: 'tok-net' }, 'de'), <MailLinkPage world="de" partition="notifications" token="tok-net" />, {
      'get v1/subscriptions/notifications/tok-net': { partition: 'notifications', author_name: null },
      'post v1/subscriptions/notifications/tok-net': new Error('network down'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).not.toHaveAttribute('aria-disabled');
  });

  it('reads partition and token of the one-click link from the query', async () => {
    const url = href('unsubscribeByLink', {}, 'de', { query: { partition: 'mailing', token: 'tok-q' } });
    renderAt(url, <UnsubscribeByLinkPage world="de" />, {
      'get v1/subscriptions/mailing/tok-q': apiError(410, 'token_expired'),
    });
    expect(screen.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Please request a new one.');
  });

  it('takes the account mails\' partition "optional" from the query: all optional mails off after confirming', async () => {
    const url = href('unsubscribeByLink', {}, 'de', { query: { partition: 'optional', token: 'tok-all' } });
    const answer = { partition: 'optional', author_name: null };
    const client = renderAt(url, <UnsubscribeByLinkPage world="de" />, {
      'get v1/subscriptions/optional/tok-all': answer,
      'post v1/subscriptions/optional/tok-all': answer,
    });
    expect(screen.getByRole('heading', { name: 'Unsubscribe from all optional e-mails' })).toBeInTheDocument();
    expect(await screen.findByText(/no longer receive notification e-mails or our newsletter/)).toBeInTheDocument();
    expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
    expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(1);
  });
});
