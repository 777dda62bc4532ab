import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, $user, href } from '@teachmarket/shared-kit';
import { Session, setSession } from '../../../session/session';
import { CompleteRegistrationPage } from '../CompleteRegistrationPage';
import { apiError, renderLinkPage } from './account-links-helpers';

const url = href('completeRegistration', { token: 'tok-invite-1' }, 'de');
const info = { email: 'kim@school.test', schoolName: 'Grundschule Am See' };
const base = { 'get v3/registration/complete/tok-invite-1': info, 'get v1/cart/view': new Error('no cart in this test') };
const show = (answers: Record<string, unknown> = {}) => renderLinkPage(url, <CompleteRegistrationPage world="de" token="tok-invite-1" />, { ...base, ...answers });

describe('CompleteRegistrationPage', () => {
  beforeEach(() => {
    $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null });
    $user.set(null);
    setSession(new Session({ reload: jest.fn(), toLogin: jest.fn() }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the invited address and explains every invalid field without sending', async () => {
    const client = show();
    expect(await screen.findByText('Choose a public name and a password for kim@school.test.')).toBeInTheDocument();
    expect(screen.getByText('You were invited by your school: Grundschule Am See')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(screen.getByLabelText('Public name')).toHaveAccessibleDescription('Enter a name with at least 2 characters.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters.'));
    expect(screen.getByText('Accept the terms and conditions to continue.')).toBeInTheDocument();
    expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('sets name and password, logs in and offers the start page', async () => {
    const client = show({
      'post v3/registration/complete': { access_token: 'tok-abcdefghij', token_type: 'Bearer', oauth_user_id: 7, expires_in: 60 },
      'get v1/user': { items: [{ id: 7, userName: 'Kim', createdAt: new Date().toISOString(), isAgbAccepted: true }] },
    });
    await userEvent.type(await screen.findByLabelText('Public name'), 'Kim Kollegin');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findByRole('heading', { name: 'Your account is confirmed. Welcome!' })).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ token: 'tok-invite-1', publicName: 'Kim Kollegin', password: 'long-enough', acceptTerms: true });
    expect($session.get()).toMatchObject({ status: 'loggedIn', userId: 7 });
    await userEvent.click(screen.getByRole('link', { name: 'Start exploring' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('says when the link was already used or has expired, with a way to log in', async () => {
    show({ 'get v3/registration/complete/tok-invite-1': apiError(410, 'token_expired', 'token') });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Please request a new one.');
    expect(screen.queryByRole('button', { name: 'Finish registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeInTheDocument();
  });

  it('reports a link used in another tab meanwhile on submit', async () => {
    show({ 'post v3/registration/complete': apiError(410, 'token_used', 'token') });
    await userEvent.type(await screen.findByLabelText('Public name'), 'Kim');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used.');
  });

  it('offers a retry when the API cannot be reached', async () => {
    show({ 'get v3/registration/complete/tok-invite-1': new Error('network down') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
