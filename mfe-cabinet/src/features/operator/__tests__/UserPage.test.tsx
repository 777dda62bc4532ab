import { fireEvent, screen, waitFor } from '@testing-library/react';
import { href, setHttpClient, type OperatorUserDetail } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logInAsOperator, reset } from '../../../ui/__tests__/session';
import UserPage from '../UserPage';

const account = (over: Partial<OperatorUserDetail['user']> = {}): OperatorUserDetail => ({
  user: { id: 42, email: 'bea@school.test', name: 'Bea Buyer', world: 'de', createdAt: '2026-11-01T09:00:00.000Z', confirmed: true, roles: ['buyer'], lockedAt: null, ...over },
  lockedReason: over.lockedAt ? 'fraud' : null, school: null, orders: [], ordersTotal: 0,
});
const props = { world: 'de' as const, routeId: 'operatorUser', params: { id: '42' }, query: new URLSearchParams() };

function renderUser(detail: OperatorUserDetail) {
  const client = createFixtureClient({ 'get v1/operator/users/42': { item: detail } });
  setHttpClient(client);
  renderWithShell(<UserPage {...props} />);
  return client;
}

describe('UserPage (operator console): login-as', () => {
  afterEach(reset);

  it('leads to the login-as page for this user, which asks to confirm; nothing is sent from here', async () => {
    logInAsOperator();
    const client = renderUser(account());
    const link = await screen.findByRole('link', { name: 'Log in as this user' });
    expect(link).toHaveAttribute('href', href('loginAs', {}, 'de', { query: { user: '42' } }));
    fireEvent.click(link);
    expect(client.calls.filter((c) => c.method !== 'get')).toEqual([]);
  });

  it('offers no login-as for an operator (the API refuses operators as targets)', async () => {
    logInAsOperator();
    renderUser(account({ roles: ['operator'] }));
    expect(await screen.findByRole('heading', { name: 'Bea Buyer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in as this user' })).not.toBeInTheDocument();
  });

  it('offers no login-as for a locked account', async () => {
    logInAsOperator();
    renderUser(account({ lockedAt: '2026-11-20T09:00:00.000Z' }));
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in as this user' })).not.toBeInTheDocument();
  });

  it('the confirm step keeps focus on its button while the action runs (aria-disabled), and sends once (issue 20)', async () => {
    logInAsOperator();
    let done: (value: unknown) => void = () => undefined;
    let locked = false;
    const client = createFixtureClient({
      'get v1/operator/users/42': () => ({ item: account(locked ? { lockedAt: '2026-11-26T15:00:00.000Z' } : {}) }),
      'post v1/operator/users/42/lock': () => new Promise((resolve) => { done = resolve; }).then((answer) => { locked = true; return answer; }),
    });
    setHttpClient(client);
    renderWithShell(<UserPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Payment fraud' } });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    expect(confirm).not.toBeDisabled();
    expect(confirm).toHaveFocus();
    fireEvent.click(confirm);
    expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(1);
    done({ userId: 42, locked: true });
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeInTheDocument();
    expect(screen.getByText('The account is locked.')).toHaveAttribute('role', 'status');
  });

  it('after lock the new unlock button has focus, after unlock the lock button (never the page body, issue 20)', async () => {
    logInAsOperator();
    let locked = false;
    setHttpClient(createFixtureClient({
      'get v1/operator/users/42': () => ({ item: account(locked ? { lockedAt: '2026-11-26T15:00:00.000Z' } : {}) }),
      'post v1/operator/users/42/lock': () => { locked = true; return { userId: 42, locked: true }; },
      'post v1/operator/users/42/unlock': () => { locked = false; return { userId: 42, locked: false }; },
    }));
    renderWithShell(<UserPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Payment fraud' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock account' })).toHaveFocus());
    expect(screen.getByText('The account is locked.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Unlock account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lock account' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});
