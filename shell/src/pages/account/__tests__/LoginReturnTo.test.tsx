import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { $session, $user, href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n } from '@teachmarket/shared-kit/testing';
import { Session, setSession } from '../../../session/session';
import { LoginPage } from '../LoginPage';

// Checkout (issue 4): the payment page sends anonymous buyers here with ?returnTo and expects them back.
const i18n = createTestI18n();
const user = { id: 1, userName: 'Bea Buyer', createdAt: new Date().toISOString(), isAgbAccepted: true };

async function logInWith(returnTo: string) {
  setHttpClient(createFixtureClient({
    'get v3/oauth2/providers': { items: [] }, 'get v1/cart/view': new Error('no cart in this test'),
    'post v3/oauth2/authenticate': { access_token: 'tok-123456789', token_type: 'Bearer', oauth_user_id: 1, expires_in: 60 },
    'get v1/user': { items: [user] },
  }));
  setSession(new Session({ reload: jest.fn(), toLogin: jest.fn() }));
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[href('login', {}, 'de', { query: { returnTo } })]}>
        <Routes>
          <Route path={href('login', {}, 'de')} element={<LoginPage world="de" />} />
          <Route path={href('payment', {}, 'de')} element={<p>Payment page</p>} />
          <Route path="*" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
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
