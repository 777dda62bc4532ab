import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, $user, href, type User } from '@teachmarket/shared-kit';
import { ImpersonationBanner, preloadImpersonationBanner } from '../../../session/ImpersonationBanner';
import { LoginAsPage } from '../LoginAsPage';
import { apiError, renderWithSession } from './account-links-helpers';

// The banner is a chunk loaded when first shown (lazy-dialog.tsx); loaded here, it renders at once.
beforeAll(() => preloadImpersonationBanner());

const operator = { id: 4, userName: 'Olga Operator', email: 'operator@teachmarket.test', role: 'operator', isAgbAccepted: true, loggedInAsAnotherUser: false } as User;
const buyer = { id: 1, userName: 'Bea Buyer', email: 'buyer@teachmarket.test', role: 'user', isAgbAccepted: true, loggedInAsAnotherUser: true } as User;

function renderPage(answers: Record<string, unknown>) {
  return renderWithSession(href('loginAs', {}, 'de'), { [href('loginAs', {}, 'de')]: <LoginAsPage world="de" /> }, answers, { above: <ImpersonationBanner /> });
}

beforeEach(() => {
  $session.set({ status: 'loggedIn', userId: 4, impersonated: false, termsAccepted: true, authError: null });
  $user.set(operator);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('LoginAsPage', () => {
  it('tells a non-operator that the page is not for them', () => {
    $user.set({ ...buyer, loggedInAsAnotherUser: false });
    renderPage({});
    expect(screen.getByRole('alert')).toHaveTextContent('Only logged-in operators may use this page.');
    expect(screen.queryByLabelText("User's e-mail address or ID")).not.toBeInTheDocument();
  });

  it('explains an empty or malformed entry and sends nothing', async () => {
    const client = renderPage({});
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText("User's e-mail address or ID")).toHaveAccessibleDescription(expect.stringContaining('Enter an e-mail address or a user ID.'));
    expect(client.calls.filter((c) => c.path === 'v3/oauth2/login-as')).toHaveLength(0);
  });

  it('asks to confirm, then continues as the user with the banner shown', async () => {
    const client = renderPage({
      'post v3/oauth2/login-as': { access_token: 'tok-imp-123456', token_type: 'Bearer', oauth_user_id: 1, expires_in: 60 },
      'get v1/user': { items: [buyer] },
    });
    await userEvent.type(screen.getByLabelText("User's e-mail address or ID"), 'buyer@teachmarket.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Log in as buyer@teachmarket.test?');
    expect(client.calls.filter((c) => c.path === 'v3/oauth2/login-as')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log in as this user' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(client.calls.find((c) => c.path === 'v3/oauth2/login-as')?.options?.json).toEqual({ email: 'buyer@teachmarket.test' });
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 1, impersonated: true });
    expect(screen.getByTestId('impersonation-banner')).toHaveTextContent('You are logged in as Bea Buyer (buyer@teachmarket.test).');
    expect(screen.getByRole('button', { name: 'End and log out' })).toBeInTheDocument();
  });

  it('issue 19: ?user=<id> from the operator console fills in the user and asks to confirm first', async () => {
    const client = renderWithSession(href('loginAs', {}, 'de', { query: { user: '1' } }), { [href('loginAs', {}, 'de')]: <LoginAsPage world="de" /> }, {
      'post v3/oauth2/login-as': { access_token: 'tok-imp-123456', token_type: 'Bearer', oauth_user_id: 1, expires_in: 60 },
      'get v1/user': { items: [buyer] },
    });
    expect(screen.getByLabelText("User's e-mail address or ID")).toHaveValue('1');
    expect(screen.getByRole('dialog')).toHaveTextContent('Log in as #1? Your operator session ends.');
    // Opening the link does nothing by itself: only the confirmation logs in.
    expect(client.calls.filter((c) => c.path === 'v3/oauth2/login-as')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log in as this user' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(client.calls.find((c) => c.path === 'v3/oauth2/login-as')?.options?.json).toEqual({ user_id: 1 });
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 1, impersonated: true });
  });

  it('a malformed ?user= opens no confirm step', () => {
    renderWithSession(href('loginAs', {}, 'de', { query: { user: 'nobody' } }), { [href('loginAs', {}, 'de')]: <LoginAsPage world="de" /> }, {});
    expect(screen.getByLabelText("User's e-mail address or ID")).toHaveValue('nobody');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches by id and shows the API answer for an unknown user', async () => {
    const client = renderPage({ 'post v3/oauth2/login-as': apiError(404, 'not_found') });
    await userEvent.type(screen.getByLabelText("User's e-mail address or ID"), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log in as this user' }));
    expect(await screen.findByText('No user with this e-mail address or ID.')).toBeInTheDocument();
    expect(client.calls.find((c) => c.path === 'v3/oauth2/login-as')?.options?.json).toEqual({ user_id: 999 });
    expect($session.get().userId).toBe(4);
  });
});
