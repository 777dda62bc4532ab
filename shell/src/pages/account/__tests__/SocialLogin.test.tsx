import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, $user, href } from '@teachmarket/shared-kit';
import { LoginPage } from '../LoginPage';
import { OIDC_PENDING_KEY } from '../oidc';
import { SocialCallbackPage } from '../SocialCallbackPage';
import { redirect } from '../SocialButtons';
import { apiError, renderWithSession } from './account-links-helpers';

const google = { name: 'google', client_id: 'web-client', authorization_endpoint: 'https://idp.example/authorize', scope: 'openid email profile' };
const microsoft = { ...google, name: 'microsoft', authorization_endpoint: 'https://login.example/authorize' };

function renderAt(url: string, answers: Record<string, unknown>) {
  return renderWithSession(url, {
    [href('login', {}, 'de')]: <LoginPage world="de" />,
    [href('authorize', {}, 'de')]: <SocialCallbackPage world="de" route="authorize" />,
    [href('microsoftRedirect', {}, 'de')]: <SocialCallbackPage world="de" route="microsoftRedirect" />,
  }, answers);
}

beforeEach(() => {
  $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null });
  $user.set(null);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('social login buttons', () => {
  it('shows none when the API reports no provider', async () => {
    const client = renderAt(href('login', {}, 'de'), { 'get v3/oauth2/providers': { items: [], providers: [] } });
    await screen.findByRole('button', { name: 'Log in' });
    await new Promise((r) => setTimeout(r, 0));
    expect(client.calls.map((c) => c.path)).toContain('v3/oauth2/providers');
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('shows configured providers only and starts an id_token login with state and nonce', async () => {
    const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
    renderAt(href('login', {}, 'de'), { 'get v3/oauth2/providers': { items: ['google', 'microsoft'], providers: [google, microsoft] } });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    const url = new URL(go.mock.calls[0]![0]);
    const pending = JSON.parse(window.sessionStorage.getItem(OIDC_PENDING_KEY)!);
    expect(url.origin + url.pathname).toBe('https://login.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'web-client', response_type: 'id_token', state: pending.state, nonce: pending.nonce,
      redirect_uri: window.location.origin + href('microsoftRedirect', {}, 'de'),
    });
    expect(pending.grant).toBe('microsoft');

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(new URL(go.mock.calls[1]![0]).searchParams.get('redirect_uri')).toBe(window.location.origin + href('authorize', {}, 'de'));
  });
});

describe('SocialCallbackPage', () => {
  const pending = (grant = 'google') =>
    window.sessionStorage.setItem(OIDC_PENDING_KEY, JSON.stringify({ state: 'state-abc', nonce: 'nonce-xyz', grant, returnTo: '/de/somewhere' }));

  it('sends the ID token and nonce to the API, logs in and continues to the stored target', async () => {
    pending();
    window.history.replaceState(null, '', '/de/authorize#id_token=the.id.token&state=state-abc');
    const client = renderAt(href('authorize', {}, 'de'), {
      'post v3/oauth2/authenticate': { access_token: 'tok-social-123', token_type: 'Bearer', oauth_user_id: 7, expires_in: 60 },
      'get v1/user': { items: [{ id: 7, userName: 'New Person', isAgbAccepted: true, loggedInAsAnotherUser: false }] },
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    const call = client.calls.find((c) => c.path === 'v3/oauth2/authenticate');
    expect(call?.options?.json).toMatchObject({ grant_type: 'google', token: 'the.id.token', nonce: 'nonce-xyz' });
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 7, impersonated: false });
    expect(window.location.hash).toBe('');
  });

  it('refuses an answer whose state does not match, with a way back to login', async () => {
    pending();
    window.history.replaceState(null, '', '/de/authorize#id_token=the.id.token&state=forged');
    const client = renderAt(href('authorize', {}, 'de'), {});
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in is no longer valid');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', href('login', {}, 'de'));
    expect(client.calls.find((c) => c.path === 'v3/oauth2/authenticate')).toBeUndefined();
  });

  it('refuses a Google answer arriving on the Microsoft page', async () => {
    pending('google');
    window.history.replaceState(null, '', '/de/microsoft-redirect#id_token=t&state=state-abc');
    renderAt(href('microsoftRedirect', {}, 'de'), {});
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in is no longer valid');
  });

  it('explains a token the API could not verify', async () => {
    pending();
    window.history.replaceState(null, '', '/de/authorize#id_token=bad&state=state-abc');
    renderAt(href('authorize', {}, 'de'), { 'post v3/oauth2/authenticate': apiError(401, 'invalid_id_token') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in could not be verified');
    expect($session.get().status).toBe('anonymous');
  });

  it('says so when the person cancelled at the provider', async () => {
    pending();
    window.history.replaceState(null, '', '/de/authorize#error=access_denied&state=state-abc');
    renderAt(href('authorize', {}, 'de'), {});
    expect(await screen.findByRole('alert')).toHaveTextContent('cancelled');
  });
});
