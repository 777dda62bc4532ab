import { fireEvent, render, screen } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n, httpError } from '@teachmarket/shared-kit/testing';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ForgotPasswordPage } from '../ForgotPasswordPage';
import { PasswordRecoveryPage } from '../PasswordRecoveryPage';

const i18n = createTestI18n();
const show = (page: ReactNode) => render(<I18nextProvider i18n={i18n}><MemoryRouter>{page}</MemoryRouter></I18nextProvider>);

describe('forgot password', () => {
  it('checks the address before sending, then confirms without saying whether an account exists', async () => {
    const client = createFixtureClient({ 'post v3/password/forgot': { success: true } });
    setHttpClient(client);
    show(<ForgotPasswordPage world="de" />);
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(client.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: '  kai@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this address, we have sent it a link.');
    expect(client.calls[0]?.options?.json).toEqual({ email: 'kai@example.org' });
    expect(screen.queryByRole('button', { name: 'Send link' })).toBeNull();
  });
});

describe('password recovery link', () => {
  it('saves the new password with the token, or says the link was used', async () => {
    const client = createFixtureClient({ 'post v3/password/recover': httpError(410, { error: { code: 'token_used', message: 'used' } }) });
    setHttpClient(client);
    const { unmount } = show(<PasswordRecoveryPage world="de" token="t0ken" />);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'a-new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('This link was already used.')).toBeInTheDocument();
    expect(client.calls[0]?.options?.json).toEqual({ token: 't0ken', password: 'a-new-secret' });
    unmount();
    setHttpClient(createFixtureClient({ 'post v3/password/recover': { success: true } }));
    show(<PasswordRecoveryPage world="de" token="t0ken" />);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'a-new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is saved. You can log in with it now.');
  });
});
