import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFixtureClient, renderWithShell } from '../../../testing';
import { setHttpClient } from '../../api/http-client';
import { href } from '@teachmarket/contracts';
import { $session } from '../../stores/session';
import { FollowButton } from '../FollowButton';

describe('FollowButton', () => {
  const initial = $session.get();
  afterEach(() => $session.set(initial));

  it('sends a visitor to log in', () => {
    $session.set({ ...initial, status: 'anonymous' });
    renderWithShell(<FollowButton authorId={2} world="de" />);
    expect(screen.getByRole('link', { name: 'Follow' })).toHaveAttribute('href', href('login', {}, 'de'));
  });

  it('reads whether a logged-in user follows the author, and toggles it', async () => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    const client = createFixtureClient({
      'get v1/authors/2': { item: { following: false } },
      'post v1/authors/2/follow': { following: true, total_followers: 5 },
      'post v1/authors/2/unfollow': { following: false, total_followers: 4 },
    });
    setHttpClient(client);
    renderWithShell(<FollowButton authorId={2} world="de" />);
    const button = await screen.findByRole('button', { name: 'Follow', pressed: false });
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Following', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow', pressed: false })).toBeInTheDocument();
    expect(client.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['get v1/authors/2', 'post v1/authors/2/follow', 'post v1/authors/2/unfollow']);
  });
});
