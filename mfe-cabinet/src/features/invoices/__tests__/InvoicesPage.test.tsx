import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, type Order } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import InvoicesPage from '../InvoicesPage';

const props = { routeId: 'invoiceTaxDocuments', params: {}, world: 'de' as const, query: new URLSearchParams() };
const order = (id: number): Order => ({
  id, status: 'paid', paymentMethod: 'invoice', world: 'de', currencyCode: 'EUR', originalPrice: 12, totalVoucherDiscount: 0, usedCredits: 0, finalPrice: 12,
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
});
