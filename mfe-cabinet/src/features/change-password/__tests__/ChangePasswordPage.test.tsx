import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { apiError, logIn, reset } from '../../../ui/__tests__/session';
import ChangePasswordPage from '../ChangePasswordPage';

const props = { routeId: 'changePassword', params: {}, world: 'de' as const, query: new URLSearchParams() };
const fill = async (current: string, next: string, repeat = next) => {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (repeat) await userEvent.type(screen.getByLabelText('Repeat the new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('ChangePasswordPage', () => {
  beforeEach(() => logIn());
  afterEach(reset);

  it('explains each invalid field and sends nothing', async () => {
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<ChangePasswordPage {...props} />);
    await fill('', 'short');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Use at least 8 characters. At least 8 characters.');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await fill('old-password', 'new-password', 'new-passw0rd');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(screen.getByText('Please correct the following:').parentElement).toHaveTextContent('The passwords do not match.');
    expect(client.calls).toHaveLength(0);
  });

  it('sends current and new password and confirms the change', async () => {
    const client = createFixtureClient({ 'post v3/user/change-password': { success: true, revokedSessions: 2 } });
    setHttpClient(client);
    renderWithShell(<ChangePasswordPage {...props} />);
    await fill('teachmarket', 'a-new-secret');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed. Other devices were logged out.');
    expect(client.calls[0]?.options?.json).toEqual({ currentPassword: 'teachmarket', newPassword: 'a-new-secret' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    [apiError(403, 'wrong_password', 'currentPassword'), 'Current password', 'The current password is not correct.'],
    [apiError(400, 'same_password', 'newPassword'), 'New password', 'Choose a password different from the current one. At least 8 characters.'],
    [apiError(429, 'too_many_attempts', 'currentPassword'), 'Current password', 'Too many wrong attempts. Try again in 15 minutes.'],
  ])('puts the API refusal on its field (%#)', async (error, label, text) => {
    setHttpClient(createFixtureClient({ 'post v3/user/change-password': error }));
    renderWithShell(<ChangePasswordPage {...props} />);
    await fill('whatever1', 'a-new-secret');
    expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(text);
  });
});
