import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, $user, href, setHttpClient, type User } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import ChangeEmailPage from '../ChangeEmailPage';

const props = { routeId: 'cabinetChangeEmail', params: {}, world: 'de' as const, query: new URLSearchParams() };
const apiError = (status: number, code: string) =>
  Object.assign(new Error(`status ${status}`), { name: 'HTTPError', response: { status, clone: () => ({ json: async () => ({ error: { code } }) }) } });

describe('ChangeEmailPage', () => {
  const initial = $session.get();
  beforeEach(() => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    $user.set({ id: 1, email: 'buyer@teachmarket.test' } as User);
  });
  afterEach(() => {
    // Unmount before resetting the stores, so the reset does not re-render the page outside act().
    cleanup();
    $session.set(initial);
    $user.set(null);
  });

  it('asks an anonymous visitor to log in', () => {
    $session.set({ ...initial, status: 'anonymous' });
    renderWithShell(<ChangeEmailPage {...props} />);
    expect(screen.getByText('Log in to change your e-mail address.')).toBeInTheDocument();
    // The login link brings the visitor back here afterwards (?returnTo=<this page>).
    const login = screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    expect(login.startsWith(`${href('login', {}, 'de')}?returnTo=`)).toBe(true);
  });

  it('explains each invalid field and sends nothing', async () => {
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<ChangeEmailPage {...props} />);
    expect(screen.getByText('Current address: buyer@teachmarket.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your password.');
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(client.calls).toHaveLength(0);
  });

  it('sends the request and says where the link went', async () => {
    const client = createFixtureClient({ 'post v3/user/change-email': { success: true } });
    setHttpClient(client);
    renderWithShell(<ChangeEmailPage {...props} />);
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'new@school.test');
    await userEvent.type(screen.getByLabelText('Current password'), 'teachmarket');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation link to new@school.test. Open it to finish the change.');
    expect(client.calls[0]?.options?.json).toEqual({ newEmail: 'new@school.test', password: 'teachmarket' });
  });

  it.each([
    [apiError(403, 'wrong_password'), 'Current password', 'The password is not correct.'],
    [apiError(409, 'email_taken'), 'New e-mail address', 'An account with this e-mail address already exists.'],
    [apiError(400, 'same_email'), 'New e-mail address', 'This is already your e-mail address.'],
  ])('puts the API refusal on its field (%#)', async (error, label, text) => {
    setHttpClient(createFixtureClient({ 'post v3/user/change-email': error }));
    renderWithShell(<ChangeEmailPage {...props} />);
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'other@school.test');
    await userEvent.type(screen.getByLabelText('Current password'), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
  });
});
