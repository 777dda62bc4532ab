import { screen } from '@testing-library/react';
import { $session, href } from '@teachmarket/shared-kit';
import { Session, setSession } from '../../../session/session';
import { ChangeEmailConfirmPage } from '../ChangeEmailConfirmPage';
import { apiError, renderLinkPage } from './account-links-helpers';

const url = href('changeEmailConfirm', { confirmationToken: 'tok-change-1' }, 'de');
const show = (answer: unknown) =>
  renderLinkPage(url, <ChangeEmailConfirmPage world="de" token="tok-change-1" />, { 'post v3/user/change-email/confirm': answer });

describe('ChangeEmailConfirmPage', () => {
  beforeEach(() => {
    $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null });
    setSession(new Session({ reload: jest.fn(), toLogin: jest.fn() }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('confirms once and names the new address', async () => {
    const client = show({ email: 'new@school.test' });
    expect(screen.getByRole('heading', { name: 'Confirming your new e-mail address…' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is now new@school.test. Use it to log in from now on.');
    expect(client.calls).toHaveLength(1);
    expect(client.calls[0]?.options?.json).toEqual({ token: 'tok-change-1' });
  });

  it.each([
    [apiError(410, 'token_used', 'token'), 'This link was already used.'],
    [apiError(410, 'token_expired', 'token'), 'This link has expired. Please request a new one.'],
    [apiError(410, 'token_invalid', 'token'), 'This link is not valid.'],
    [apiError(409, 'email_taken', 'newEmail'), 'An account with this e-mail address already exists.'],
    // The client's HTTPError: the body is already parsed into data and response.json() no longer works.
    [Object.assign(new Error('status 410'), { name: 'HTTPError', response: { status: 410 }, data: { error: { code: 'token_used' } } }), 'This link was already used.'],
  ])('explains a failed confirmation (%#)', async (error, text) => {
    show(error);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeInTheDocument();
  });
});
