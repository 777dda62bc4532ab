import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, $user, href } from '@teachmarket/shared-kit';
import { LoginPage } from '../LoginPage';
import { renderWithSession } from './account-links-helpers';

// Checkout (issue 4): the payment page sends anonymous buyers here with ?returnTo and expects them back.
const user = { id: 1, userName: 'Bea Buyer', createdAt: new Date().toISOString(), isAgbAccepted: true };

async function logInWith(returnTo: string) {
  renderWithSession(href('login', {}, 'de', { query: { returnTo } }), {
    [href('login', {}, 'de')]: <LoginPage world="de" />,
    [href('payment', {}, 'de')]: <p>Payment page</p>,
  }, {
    'get v3/oauth2/providers': { items: [] },
    'post v3/oauth2/authenticate': { access_token: 'tok-123456789', token_type: 'Bearer', oauth_user_id: 1, expires_in: 60 },
    'get v1/user': { items: [user] },
  });
  await userEvent.type(screen.getByLabelText('E-mail address'), 'buyer@teachmarket.test');
  await userEvent.type(screen.getByLabelText('Password'), 'teachmarket');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage return target', () => {
  beforeEach(() => {
    $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null });
    $user.set(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('goes back to the same-site page that asked for the login', async () => {
    await logInWith(href('payment', {}, 'de'));
    expect(await screen.findByText('Payment page')).toBeInTheDocument();
  });

  it('ignores a return target on another site (no open redirect)', async () => {
    await logInWith('//evil.example/phish');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
