import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setHttpClient, type VerificationRequest } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { apiError, logIn, logInAsOperator, reset } from '../../../ui/__tests__/session';
import SchoolsPage from '../SchoolsPage';

const request: VerificationRequest = {
  schoolId: 7, name: 'Grundschule am Park', world: 'de', schoolType: 'primary', city: 'Berlin', domain: 'gs-park.de',
  requestedAt: '2026-11-20T09:00:00.000Z', members: 3, admin: { id: 5, email: 'admin@gs-park.de', name: 'Ada Admin' },
};
const queue = (items: VerificationRequest[]) => ({ items, total: items.length, page: 1, per_page: 25 });
const props = () => ({ world: 'de' as const, routeId: 'operatorSchools', params: {}, query: new URLSearchParams() });

describe('SchoolsPage (operator console)', () => {
  afterEach(reset);

  it('shows nothing of the queue to a user who is not an operator, and asks nothing of the API', () => {
    logIn(false);
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<SchoolsPage {...props()} />);
    expect(screen.getByText('Only operators can use this area.')).toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });

  it('approves a request after the confirm step and tells the operator; the list is read again', async () => {
    logInAsOperator();
    let open = [request];
    const client = createFixtureClient({
      'get v1/operator/schools/verification-requests': () => queue(open),
      'post v1/operator/schools/7/verification/approve': () => {
        open = [];
        return { schoolId: 7, state: 'verified', mailed: true };
      },
    });
    setHttpClient(client);
    renderWithShell(<SchoolsPage {...props()} />);
    const card = await screen.findByTestId('verification-request');
    expect(card).toHaveTextContent('gs-park.de');
    expect(card).toHaveTextContent('Ada Admin <admin@gs-park.de>');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    // The step asks first and takes the focus; nothing was sent yet.
    expect(within(card).getByText('Verify Grundschule am Park with the domain gs-park.de?')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(client.calls.some((c) => c.method === 'post')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Grundschule am Park is verified.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No school is waiting for verification.')).toBeInTheDocument();
  });

  it('rejects only with a reason, sends it, and Escape closes the step with the focus back on its button', async () => {
    logInAsOperator();
    const client = createFixtureClient({
      'get v1/operator/schools/verification-requests': queue([request]),
      'post v1/operator/schools/7/verification/reject': apiError(409, 'no_open_request'),
    });
    setHttpClient(client);
    renderWithShell(<SchoolsPage {...props()} />);
    const card = await screen.findByTestId('verification-request');
    const reject = within(card).getByRole('button', { name: 'Reject' });
    fireEvent.click(reject);
    const reason = within(card).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    fireEvent.keyDown(reason, { key: 'Escape' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Reject' })).toHaveFocus());

    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(client.calls.some((c) => c.method === 'post')).toBe(false);
    fireEvent.change(within(card).getByLabelText('Reason'), { target: { value: 'Not the school’s domain' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    // Another operator decided first: the page says so and reads the list again.
    expect(await screen.findByText('Someone changed this in the meantime. The list has been reloaded.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(client.calls.filter((c) => c.method === 'get')).toHaveLength(2));
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ reason: 'Not the school’s domain' });
  });

  it('offers a retry when the queue cannot be read', async () => {
    logInAsOperator();
    setHttpClient(createFixtureClient({ 'get v1/operator/schools/verification-requests': apiError(500, 'internal') }));
    renderWithShell(<SchoolsPage {...props()} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
