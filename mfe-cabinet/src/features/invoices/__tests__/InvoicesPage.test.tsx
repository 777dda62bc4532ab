import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { href, setHttpClient, type Order } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, logOut, reset } from '../../../ui/__tests__/session';
import InvoicesPage from '../InvoicesPage';

const props = { routeId: 'invoiceTaxDocuments', params: {}, world: 'de' as const, query: new URLSearchParams() };
const order = (id: number): Order => ({
  id, status: 'paid', downloadsAvailable: true, heldBecause: null, overdue: false, cancelledAt: null, refundedAt: null, bankTransfer: null,
  vat: { country: 'DE', rate: 19, amount: 1.92 }, paymentMethod: 'invoice', world: 'de', currencyCode: 'EUR', originalPrice: 12, totalVoucherDiscount: 0, usedCredits: 0, finalPrice: 12,
  voucherCode: null, createdAt: '2025-02-03T10:00:00.000Z', paidAt: '2025-02-03T10:00:00.000Z',
  invoice: { number: `TM-2025-${String(id).padStart(6, '0')}`, dueDate: null, billing: null }, items: [],
});

describe('InvoicesPage', () => {
  beforeEach(() => logIn());
  afterEach(reset);

  it('lists the invoices and downloads one as PDF with the session', async () => {
    const createObjectURL = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const client = createFixtureClient({ 'get v1/orders': { items: [order(1)], total: 1, page: 1, per_page: 20 }, 'get v1/orders/1/invoice': new Blob(['%PDF']) });
    setHttpClient(client);
    renderWithShell(<InvoicesPage {...props} />);
    expect(await screen.findByText('TM-2025-000001')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /TM-2025-000001/ })).toHaveTextContent(/12,00\s€/);
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice TM-2025-000001 as PDF' }));
    expect(client.calls[1]).toMatchObject({ path: 'v1/orders/1/invoice', options: { responseType: 'blob' } });
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('tells when a download fails, and when there are no invoices', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders': { items: [order(2)], total: 1, page: 1, per_page: 20 }, 'get v1/orders/2/invoice': httpError(500) }));
    const { unmount } = renderWithShell(<InvoicesPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: /Download invoice/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice could not be downloaded. Please try again.');
    unmount();
    setHttpClient(createFixtureClient({ 'get v1/orders': { items: [], total: 0, page: 1, per_page: 20 } }));
    renderWithShell(<InvoicesPage {...props} />);
    expect(await screen.findByText('You have no invoices yet.')).toBeInTheDocument();
  });

  it('pages through many invoices', async () => {
    const client = createFixtureClient({
      'get v1/orders': (o: { searchParams?: { page?: number } } | undefined) => ({ items: [order(o?.searchParams?.page === 2 ? 21 : 1)], total: 25, page: o?.searchParams?.page ?? 1, per_page: 20 }),
    });
    setHttpClient(client);
    renderWithShell(<InvoicesPage {...props} />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('TM-2025-000021')).toBeInTheDocument();
  });

  // Issue 12: the order mail links to this page with ?order=<id>; the buyer logs in and finds that invoice first.
  it('puts the invoice the order mail links to first, downloadable, and marks its row', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoice'), revokeObjectURL: jest.fn() });
    const client = createFixtureClient({
      'get v1/orders': { items: [order(3), order(7)], total: 2, page: 1, per_page: 20 },
      'get v1/orders/7': { item: order(7) },
      'get v1/orders/7/invoice': new Blob(['%PDF']),
    });
    setHttpClient(client);
    renderWithShell(<InvoicesPage {...props} query={new URLSearchParams('order=7')} />);
    const requested = await screen.findByRole('region', { name: 'Invoice TM-2025-000007' });
    expect(requested).toHaveTextContent(/Ordered on .*2025, total 12,00\s€/);
    await userEvent.click(within(requested).getByRole('button', { name: 'Download invoice TM-2025-000007 as PDF' }));
    expect(client.calls.map((c) => c.path)).toContain('v1/orders/7/invoice');
    expect(await screen.findByRole('row', { name: /TM-2025-000007/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('row', { name: /TM-2025-000003/ })).not.toHaveAttribute('aria-current');
  });

  it('explains an invoice of another account and ignores a malformed ?order', async () => {
    setHttpClient(createFixtureClient({ 'get v1/orders': { items: [order(3)], total: 1, page: 1, per_page: 20 }, 'get v1/orders/9': httpError(404) }));
    const { unmount } = renderWithShell(<InvoicesPage {...props} query={new URLSearchParams('order=9')} />);
    expect(await screen.findByRole('status')).toHaveTextContent('This invoice belongs to another account.');
    expect(await screen.findByText('TM-2025-000003')).toBeInTheDocument();
    unmount();
    const client = createFixtureClient({ 'get v1/orders': { items: [order(3)], total: 1, page: 1, per_page: 20 } });
    setHttpClient(client);
    renderWithShell(<InvoicesPage {...props} query={new URLSearchParams('order=1;drop')} />);
    expect(await screen.findByText('TM-2025-000003')).toBeInTheDocument();
    expect(client.calls.map((c) => c.path)).toEqual(['v1/orders']);
  });

  it('sends a logged-out visitor to the login and back to the same invoice', async () => {
    logOut();
    const path = href('invoiceTaxDocuments', {}, 'de', { query: { order: 7 } });
    renderWithShell(<InvoicesPage {...props} query={new URLSearchParams('order=7')} />, { path });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href('login', {}, 'de', { query: { returnTo: path } }));
  });
});
