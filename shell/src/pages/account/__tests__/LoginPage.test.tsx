import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, $user, href } from '@teachmarket/shared-kit';
import { LoginPage } from '../LoginPage';
import { apiError, i18n, renderWithSession } from './account-links-helpers';

const user = { id: 1, userName: 'Bea Buyer', createdAt: new Date().toISOString(), isAgbAccepted: true };

function renderLogin(answers: Record<string, unknown>) {
  return renderWithSession(href('login', {}, 'de'), { [href('login', {}, 'de')]: <LoginPage world="de" /> }, { 'get v3/oauth2/providers': { items: [] }, ...answers });
}

describe('LoginPage', () => {
  beforeEach(() => {
    $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null });
    $user.set(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('explains each invalid field and sends nothing', async () => {
    const client = renderLogin({});
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    // The keyboard lands on the first field to fix.
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(client.calls.filter((c) => c.path === 'v3/oauth2/authenticate')).toHaveLength(0);
  });

  it('shows the wrong-credentials message from the API', async () => {
    renderLogin({ 'post v3/oauth2/authenticate': apiError(400, 'invalid_grant') });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'buyer@teachmarket.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail address or password.');
    // Issue 20: the message is tied to both fields (read with each), and focus stayed on the button.
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Wrong e-mail address or password.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Wrong e-mail address or password.');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('a locked account (403 account_locked) is told so, tied to the fields, with the way to support', async () => {
    renderLogin({ 'post v3/oauth2/authenticate': apiError(403, 'account_locked') });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'locked@teachmarket.test');
    await userEvent.type(screen.getByLabelText('Password'), 'teachmarket');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account is locked, so you cannot log in. Our support can tell you why and unlock it.');
    expect(alert).not.toHaveTextContent('Something went wrong');
    // Issue 19: actionable: the help centre (the support's contact) is linked inside the message.
    const contact = within(alert).getByRole('link', { name: 'Contact support through the help centre' });
    expect(contact).toHaveAttribute('href', href('help', {}, 'de'));
    // Issue 20: read with each field, like the wrong-password message.
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(expect.stringContaining('This account is locked'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('This account is locked'));
    expect($session.get().status).toBe('anonymous');
  });

  it('a throttled login says when the next try can pass, from the API\'s Retry-After (not a fixed 15 minutes)', async () => {
    const now = Date.parse('2026-11-25T10:00:20Z');
    jest.spyOn(Date, 'now').mockReturnValue(now);
    // The API's 429: Retry-After 90 s (the account's back-off after a few failures).
    const throttled = apiError(429, 'too_many_attempts');
    Object.assign(throttled.response, { headers: new Headers({ 'Retry-After': '90' }) });
    renderLogin({ 'post v3/oauth2/authenticate': throttled });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'buyer@teachmarket.test');
    await userEvent.type(screen.getByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // 10:00:20 + 90 s = 10:01:50, shown rounded up to the minute (never too early): 10:02 in the reader's zone.
    const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(new Date('2026-11-25T10:02:00Z'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Too many attempts. You can try again from ${time}.`);
    expect(alert).not.toHaveTextContent('15');
  });

  it('a throttled login without a readable Retry-After promises no fixed wait', async () => {
    renderLogin({ 'post v3/oauth2/authenticate': apiError(429, 'too_many_attempts') });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'buyer@teachmarket.test');
    await userEvent.type(screen.getByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
  });

  it('logs in, loads the user, reloads the cart and leaves the page', async () => {
    const client = renderLogin({
      'post v3/oauth2/authenticate': { access_token: 'tok-123456789', token_type: 'Bearer', oauth_user_id: 1, expires_in: 60 },
      'get v1/user': { items: [user] },
    });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'buyer@teachmarket.test');
    await userEvent.type(screen.getByLabelText('Password'), 'teachmarket');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 1 });
    expect($user.get()?.userName).toBe('Bea Buyer');
    expect(window.localStorage.getItem('access_token')).toBe('tok-123456789');
    expect(client.calls.map((c) => `${c.method} ${c.path}`)).toContain('get v1/cart/view');
  });
});
