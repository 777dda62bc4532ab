import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, href, setHttpClient, type Order } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import InvoicePurchaseSuccessPage from '../InvoicePurchaseSuccessPage';
import OrderConfirmationPage from '../OrderConfirmationPage';

const order: Order = {
  id: 42, status: 'awaiting_payment', paymentMethod: 'invoice', world: 'de', currencyCode: 'EUR', originalPrice: 9, totalVoucherDiscount: 0.9,
  usedCredits: 0, finalPrice: 8.1, voucherCode: 'WELCOME10', createdAt: '2026-03-02T10:00:00.000Z', paidAt: null,
  invoice: { number: 'TM-2026-000042', dueDate: '2026-03-16T10:00:00.000Z', billing: null },
  downloadsAvailable: true, heldBecause: null, overdue: false, cancelledAt: null, refundedAt: null,
  bankTransfer: { accountHolder: 'Teachmarket GmbH', iban: 'DE29100100100987654321', bic: 'PBNKDEFFXXX', reference: 'TM-2026-000042' },
  vat: { country: 'DE', rate: 19, amount: 1.29 },
  items: [
    { materialId: 33, slug: 'farbenlehre', title: 'Farbenlehre', authorName: 'Julia Wagner', price: 4.5, paid: 4.05 },
    { materialId: 34, slug: 'bruchrechnen', title: 'Bruchrechnen', authorName: 'Julia Wagner', price: 4.5, paid: 4.05 },
  ],
};
/** The same order of a buyer whose files wait for the payment (not confirmed yet). */
const held: Order = { ...order, downloadsAvailable: false, heldBecause: 'unconfirmed' };
const props = (query: string) => ({ routeId: 'invoicePurchaseSuccess', params: {}, world: 'de' as const, query: new URLSearchParams(query) });

describe('order pages', () => {
  beforeEach(() => $session.set({ ...$session.get(), status: 'loggedIn', userId: 1 }));

  it('shows the invoice number, due date, amount, the invoice PDF and a download per material', async () => {
    const client = createFixtureClient({ 'get v1/orders/42': { item: order }, 'get v1/orders/42/invoice': new Error('offline') });
    setHttpClient(client);
    renderWithShell(<InvoicePurchaseSuccessPage {...props('order=42')} />);
    expect(await screen.findByRole('heading', { name: 'Your purchase on invoice is complete' })).toBeInTheDocument();
    // Arriving from the payment button, the outcome is read first.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('TM-2026-000042');
    expect(screen.getByTestId('invoice-due')).toHaveTextContent('March 16, 2026');
    expect(within(screen.getByRole('region', { name: 'Invoice number' })).getByText(/^8,10\s€$/)).toBeInTheDocument();
    const items = screen.getAllByTestId('order-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Farbenlehre' })).toHaveAttribute('href', href('material', { id: '33', slug: 'farbenlehre' }, 'de'));
    expect(within(items[0]!).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    // A failed invoice download says so and can be tried again.
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice could not be downloaded. Try again.');
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows an order awaiting payment: its state, the bank details to pay and downloads now for a trusted buyer', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders/42': { item: order } }));
    renderWithShell(<InvoicePurchaseSuccessPage {...props('order=42')} />);
    const state = await screen.findByRole('region', { name: 'Order status' });
    expect(within(state).getByTestId('order-state')).toHaveTextContent('Awaiting payment, due by March 16, 2026');
    expect(within(state).getByTestId('order-downloads')).toHaveTextContent('Your materials are ready to download now.');
    const transfer = within(state).getByLabelText('Bank transfer details');
    expect(transfer).toHaveTextContent('DE29 1001 0010 0987 6543 21');
    expect(within(state).getByTestId('transfer-reference')).toHaveTextContent('TM-2026-000042');
    expect(screen.getByText('Your order 42 is confirmed and your materials are ready to download.')).toBeInTheDocument();
  });

  it('holds the downloads of an unconfirmed buyer until the payment is in, and says why', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders/42': { item: held } }));
    renderWithShell(<InvoicePurchaseSuccessPage {...props('order=42')} />);
    expect(await screen.findByText('Your order 42 is placed. Your materials are ready to download as soon as your payment is in.')).toBeInTheDocument();
    expect(screen.getByTestId('order-downloads')).toHaveTextContent('Once you have confirmed your e-mail address');
    const items = screen.getAllByTestId('order-item');
    expect(within(items[0]!).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(items[0]).toHaveTextContent('Download after payment');
  });

  it('shows a paid order as paid without bank details, and a refunded one as refunded', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders/42': { item: { ...order, status: 'paid', paidAt: '2026-03-05T09:00:00.000Z', bankTransfer: null } } }));
    const { unmount } = renderWithShell(<OrderConfirmationPage {...props('order=42')} />);
    expect(await screen.findByTestId('order-state')).toHaveTextContent('Paid on March 5, 2026');
    expect(screen.queryByLabelText('Bank transfer details')).toBeNull();
    unmount();
    setHttpClient(createFixtureClient({ 'get v1/orders/42': { item: { ...order, status: 'refunded', downloadsAvailable: false, refundedAt: '2026-03-09T09:00:00.000Z', bankTransfer: null } } }));
    renderWithShell(<OrderConfirmationPage {...props('order=42')} />);
    expect(await screen.findByTestId('order-state')).toHaveTextContent('Refunded on March 9, 2026');
    expect(screen.getByText('Your order 42 is closed. You find its status below.')).toBeInTheDocument();
  });

  it('answers another user\'s (404) or a missing order with a way to the bought materials', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders/7': httpError(404) }));
    renderWithShell(<OrderConfirmationPage {...props('order=7')} />);
    expect(await screen.findByText('We could not find this order. It may belong to another account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my bought materials' })).toHaveAttribute('href', href('boughtMaterials', {}, 'de'));
  });

  it('shows the confirmation heading and offers a retry when loading fails', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders/42': httpError(500) }));
    renderWithShell(<OrderConfirmationPage {...props('order=42')} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('without an order id shows the not-found state at once', () => {
    renderWithShell(<OrderConfirmationPage {...props('order=abc')} />);
    expect(screen.getByText('We could not find this order. It may belong to another account.')).toBeInTheDocument();
  });

  it('says when the billing address the buyer asked to save was not saved, with a way to save it', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders/42': { item: order } }));
    const path = href('invoicePurchaseSuccess', {}, 'de', { query: { order: '42' } });
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <MemoryRouter initialEntries={[{ pathname: path, state: { billingNotSaved: true } }]}>
          <InvoicePurchaseSuccessPage {...props('order=42')} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const note = await screen.findByText('Your order went through, but your billing address could not be saved.');
    expect(note).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Save it in your account' })).toHaveAttribute('href', href('billingAddress', {}, 'de'));
  });

  it('says nothing about the billing address otherwise', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders/42': { item: order } }));
    renderWithShell(<InvoicePurchaseSuccessPage {...props('order=42')} />);
    expect(await screen.findByTestId('invoice-number')).toBeInTheDocument();
    expect(screen.queryByText(/billing address could not be saved/)).not.toBeInTheDocument();
  });
});
