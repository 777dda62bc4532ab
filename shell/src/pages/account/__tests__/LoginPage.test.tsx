import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { $session, $user, href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n } from '@teachmarket/shared-kit/testing';
import { Session, setSession } from '../../../session/session';
import { LoginPage } from '../LoginPage';

const i18n = createTestI18n();
/** The API's error body as ky's HTTPError carries it. */
const apiError = (status: number, code: string) =>
  Object.assign(new Error(`status ${status}`), { name: 'HTTPError', response: { status, clone: () => ({ json: async () => ({ error: { code } }) }) } });
const user = { id: 1, userName: 'Bea Buyer', createdAt: new Date().toISOString(), isAgbAccepted: true };

function renderLogin(answers: Record<string, unknown>) {
  const client = createFixtureClient({ 'get v3/oauth2/providers': { items: [] }, 'get v1/cart/view': new Error('no cart in this test'), ...answers });
  setHttpClient(client);
  setSession(new Session({ reload: jest.fn(), toLogin: jest.fn() }));
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[href('login', {}, 'de')]}>
        <Routes>
          <Route path={href('login', {}, 'de')} element={<LoginPage world="de" />} />
          <Route path="*" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return client;
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
