import { href } from '@teachmarket/contracts';
import { cleanup, screen } from '@testing-library/react';
import { renderWithShell } from '../../../testing';
import { $session } from '../../stores/session';
import { LoginGate } from '../LoginGate';

describe('LoginGate', () => {
  const initial = $session.get();
  afterEach(() => {
    cleanup(); // unmount before the store is reset, so no update lands outside act()
    $session.set(initial);
  });

  it('asks an anonymous visitor to log in and renders nothing of the page', () => {
    $session.set({ ...initial, status: 'anonymous' });
    renderWithShell(<LoginGate world="de" message="Log in to see your documents."><p>secret list</p></LoginGate>);
    expect(screen.getByText('Log in to see your documents.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href('login', {}, 'de'));
    expect(screen.queryByText('secret list')).toBeNull();
  });

  it('shows the page to a logged-in user, and neither while the session is being checked', () => {
    $session.set({ ...initial, status: 'validating' });
    const { unmount } = renderWithShell(<LoginGate world="de" message="Log in"><p>secret list</p></LoginGate>);
    expect(screen.queryByText('secret list')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    unmount();
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    renderWithShell(<LoginGate world="de" message="Log in"><p>secret list</p></LoginGate>);
    expect(screen.getByText('secret list')).toBeInTheDocument();
  });
});
