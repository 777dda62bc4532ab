import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setHttpClient, type OperatorOrder, type Payout } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logInAsOperator, reset } from '../../../ui/__tests__/session';
import MoneyPage from '../MoneyPage';

const order: OperatorOrder = {
  id: 5, invoiceNumber: 'TM-2026-0005', status: 'paid', buyer: { id: 3, email: 'bea@example.org', name: 'Bea Buyer', confirmed: true }, world: 'de',
  paymentMethod: 'invoice', currencyCode: 'EUR', total: 4.5, createdAt: '2026-11-01T09:00:00.000Z', dueDate: null, overdue: false, downloadsAvailable: true,
  heldBecause: null, paidAt: '2026-11-02T09:00:00.000Z', paymentReference: 'BANK-1', cancelledAt: null, refundedAt: null,
};
const payout: Payout = {
  id: 8, seller: { id: 2, name: 'Sam Seller' }, currencyCode: 'EUR', amount: 12.5, status: 'pending', accountHolder: 'Sam Seller',
  ibanMasked: 'DE89 •••• 3000', bic: null, createdAt: '2026-11-03T09:00:00.000Z', paidAt: null, paidReference: null,
};
const paged = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 25 });
const props = () => ({ world: 'de' as const, routeId: 'operatorMoney', params: {}, query: new URLSearchParams() });

describe('MoneyPage (operator console)', () => {
  afterEach(reset);

  it('refunds a paid order only with a reason, after the confirm step', async () => {
    logInAsOperator();
    const sent: unknown[] = [];
    let paid = [order];
    setHttpClient(createFixtureClient({
      'get v1/operator/payouts': paged([]),
      'get v1/operator/orders': () => paged(paid),
      'post v1/operator/orders/5/refund': (options: { json?: unknown } | undefined) => {
        sent.push(options?.json);
        paid = [];
        return { item: { ...order, status: 'refunded' } };
      },
    }));
    renderWithShell(<MoneyPage {...props()} />);
    const card = await screen.findByTestId('paid-order');
    fireEvent.click(within(card).getByRole('button', { name: 'Refund' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText(/Reason/), { target: { value: 'Buyer paid twice' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order TM-2026-0005 is refunded.')).toHaveAttribute('role', 'status');
    // s16 QA2: the step and its row go away; the focus goes to the outcome, not the page body.
    await waitFor(() => expect(screen.getByText('Order TM-2026-0005 is refunded.')).toHaveFocus());
    expect(sent).toEqual([{ reason: 'Buyer paid twice' }]);
    expect(await screen.findByText('No paid order.')).toBeInTheDocument();
  });

  it('books a pending payout with the bank reference', async () => {
    logInAsOperator();
    const sent: unknown[] = [];
    setHttpClient(createFixtureClient({
      'get v1/operator/payouts': paged([payout]),
      'get v1/operator/orders': paged([]),
      'post v1/operator/payouts/8/mark-paid': (options: { json?: unknown } | undefined) => {
        sent.push(options?.json);
        return { item: { ...payout, status: 'paid' } };
      },
    }));
    renderWithShell(<MoneyPage {...props()} />);
    const card = await screen.findByTestId('pending-payout');
    expect(card).toHaveTextContent('DE89 •••• 3000');
    fireEvent.click(within(card).getByRole('button', { name: 'Mark as paid' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Enter the bank reference.')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText('Bank reference'), { target: { value: 'SEPA-2026-11' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Payout 8 is booked as paid.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ paidOn: new Date().toISOString().slice(0, 10), reference: 'SEPA-2026-11' }]);
  });
});
