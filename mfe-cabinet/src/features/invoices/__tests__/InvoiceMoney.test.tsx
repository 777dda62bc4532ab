import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, type Order } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import InvoicesPage from '../InvoicesPage';

// Issue 12: an invoice is a receivable; the list says where each order stands, and sellers find their monthly statements here.
const props = { routeId: 'invoiceTaxDocuments', params: {}, world: 'de' as const, query: new URLSearchParams() };
const base: Order = {
  id: 1, status: 'awaiting_payment', downloadsAvailable: true, heldBecause: null, overdue: false, cancelledAt: null, refundedAt: null,
  bankTransfer: null, vat: { country: 'DE', rate: 19, amount: 0.36 }, paymentMethod: 'invoice', world: 'de', currencyCode: 'EUR',
  originalPrice: 2.25, totalVoucherDiscount: 0, usedCredits: 0, finalPrice: 2.25, voucherCode: null, createdAt: '2026-05-02T10:00:00.000Z',
  paidAt: null, invoice: { number: 'TM-2026-000001', dueDate: '2026-05-16T10:00:00.000Z', billing: null }, items: [],
};
const order = (id: number, over: Partial<Order>): Order => ({ ...base, id, invoice: { ...base.invoice, number: `TM-2026-00000${id}` }, ...over });
const orders = [
  order(1, {}),
  order(2, { downloadsAvailable: false, heldBecause: 'unconfirmed' }),
  order(3, { overdue: true }),
  order(4, { status: 'paid', paidAt: '2026-05-04T10:00:00.000Z' }),
  order(5, { status: 'cancelled', downloadsAvailable: false, cancelledAt: '2026-05-20T10:00:00.000Z' }),
];
const statements = {
  items: [
    { month: '2026-05', number: null, running: true, totals: [{ currencyCode: 'EUR', sales: 1, net: 1.8 }] },
    { month: '2026-04', number: null, running: false, totals: [{ currencyCode: 'EUR', sales: 2, net: 3.5 }] },
    { month: '2026-03', number: 'GS-2026-000004', running: false, totals: [{ currencyCode: 'EUR', sales: 1, net: 1.35 }] },
  ],
};

describe('InvoicesPage: order states and statements', () => {
  afterEach(reset);

  it('shows each invoice\'s state: due, held until payment, overdue, paid, cancelled', async () => {
    logIn();
    setHttpClient(createFixtureClient({ 'get v1/orders': { items: orders, total: 5, page: 1, per_page: 20 } }));
    renderWithShell(<InvoicesPage {...props} />);
    const row = async (n: number) => screen.findByRole('row', { name: new RegExp(`TM-2026-00000${n}`) });
    expect(await row(1)).toHaveTextContent('Awaiting payment, due by May 16, 2026');
    expect(await row(2)).toHaveTextContent('Download after payment');
    expect(await row(3)).toHaveTextContent('Overdue: the payment was due by May 16, 2026');
    expect(await row(4)).toHaveTextContent('Paid on May 4, 2026');
    expect(await row(5)).toHaveTextContent('Cancelled on May 20, 2026');
    // A buyer has no statements section.
    expect(screen.queryByRole('heading', { name: 'Payout statements' })).toBeNull();
  });

  it('lists a seller\'s monthly payout statements and downloads one as PDF', async () => {
    logIn(true);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:statement'), revokeObjectURL: jest.fn() });
    const client = createFixtureClient({
      'get v1/orders': { items: [], total: 0, page: 1, per_page: 20 },
      'get v1/seller/statements': statements,
      'get v1/seller/statements/2026-04': new Blob(['%PDF']),
      'get v1/seller/statements/2026-05': new Blob(['%PDF']),
    });
    setHttpClient(client);
    renderWithShell(<InvoicesPage {...props} />);
    const table = await screen.findByTestId('seller-statements');
    const rows = within(table).getAllByRole('row').slice(1);
    // The running month first: provisional, its sales so far, no number until the month is over.
    expect(rows[0]).toHaveTextContent(/May 2026 Running month, provisionalNumbered after the month ends1,80\s€/);
    expect(rows[1]).toHaveTextContent(/April 2026Numbered on first download3,50\s€/);
    expect(rows[2]).toHaveTextContent(/March 2026GS-2026-0000041,35\s€/);
    expect(screen.getByText(/The running month is provisional/)).toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Download the statement for April 2026 as PDF' }));
    expect(client.calls.find((c) => c.path === 'v1/seller/statements/2026-04')?.options).toMatchObject({ responseType: 'blob' });
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Download the provisional statement for May 2026 (sales so far) as PDF' }));
    expect(client.calls.find((c) => c.path === 'v1/seller/statements/2026-05')?.options).toMatchObject({ responseType: 'blob' });
  });
});
