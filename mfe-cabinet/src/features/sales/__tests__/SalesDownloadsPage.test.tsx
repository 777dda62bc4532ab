import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { useLocation } from 'react-router';
import { logIn, reset } from '../../../ui/__tests__/session';
import SalesDownloadsPage from '../SalesDownloadsPage';

const props = (query = '') => ({ routeId: 'salesDownloads', params: {}, world: 'de' as const, query: new URLSearchParams(query) });
const page = (query?: Record<string, string>) => href('salesDownloads', {}, 'de', { query });
const ref = (id: number, title: string) => ({ id, slug: `m-${id}`, title, world: 'de' });
const money = (gross: number, discount: number, fee: number) => ({ gross, discount, fee, net: Math.round((gross - discount - fee) * 100) / 100 });
const answer = {
  from: null, to: null,
  totals: [{ currencyCode: 'EUR', sales: 3, revenue: 12.5, ...money(12.5, 0.74, 4.7) }],
  months: [
    { month: '2026-05', currencyCode: 'EUR', sales: 2, ...money(8.5, 0.74, 3.1) },
    { month: '2026-04', currencyCode: 'EUR', sales: 1, ...money(4, 0, 1.6) },
  ],
  downloads: 7,
  materials: [
    { ...ref(11, 'Bruchrechnen'), currencyCode: 'EUR', isFree: false, sales: 3, revenue: 12.5, net: 7.06, downloads: 0 },
    { ...ref(12, 'Lesespur gratis'), currencyCode: 'EUR', isFree: true, sales: 0, revenue: 0, net: 0, downloads: 7 },
  ],
  recent: {
    items: [
      { id: 3, material: ref(11, 'Bruchrechnen'), price: 2.99, ...money(2.99, 0.74, 0.9), feePercent: 40, state: 'awaiting_payment', currencyCode: 'EUR', soldAt: '2026-05-03T10:00:00.000Z' },
      { id: 2, material: ref(11, 'Bruchrechnen'), price: 4, ...money(4, 0, 1.6), feePercent: 40, state: 'refunded', currencyCode: 'EUR', soldAt: '2026-04-01T10:00:00.000Z' },
    ],
    total: 3, page: 1, per_page: 2,
  },
};
const balance = {
  items: [{ currencyCode: 'EUR', earned: 5.71, paidOut: 0, pendingPayout: 0, awaitingPayment: 1.35, available: 5.71, minimumPayout: 10 }],
  payouts: [], hasPayoutAccount: false,
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

describe('SalesDownloadsPage', () => {
  afterEach(reset);

  it('shows the totals, every material with sales, revenue or downloads, and the sales by date', async () => {
    logIn(true);
    const client = createFixtureClient({ 'get v1/seller/sales': answer, 'get v1/seller/balance': balance });
    setHttpClient(client);
    renderWithShell(<SalesDownloadsPage {...props()} />);
    const summary = await screen.findByTestId('sales-summary');
    expect(summary).toHaveTextContent('Sales3');
    expect(summary).toHaveTextContent(/Revenue12,50\s€/);
    expect(summary).toHaveTextContent('Free downloads7');
    const rows = within(screen.getByTestId('sales-materials')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Bruchrechnen312,50\s€7,06\s€—/);
    expect(within(rows[0]!).getByRole('link', { name: 'Bruchrechnen' })).toHaveAttribute('href', href('material', { id: '11', slug: 'm-11' }, 'de'));
    expect(rows[1]).toHaveTextContent('Lesespur gratis Free———7');
    const recent = within(screen.getByTestId('sales-recent')).getAllByRole('row').slice(1);
    // Each sale: gross, the seller's own discount, the platform fee, the net and the state.
    expect(recent[0]).toHaveTextContent(/May 3, 2026Bruchrechnen Awaiting payment Fee 40 %2,99\s€−0,74\s€−0,90\s€1,35\s€/);
    expect(recent[1]).toHaveTextContent(/Refunded/);
    const months = within(screen.getByTestId('sales-months')).getAllByRole('row').slice(1);
    expect(months[0]).toHaveTextContent(/May 202628,50\s€−0,74\s€−3,10\s€4,66\s€/);
    expect(summary).toHaveTextContent(/Your earnings7,06\s€/);
    // The balance: earned, awaiting the buyers' payment, and the way to a payout account.
    const due = await screen.findByTestId('balance-EUR');
    expect(due).toHaveTextContent(/Available for payout5,71\s€/);
    expect(due).toHaveTextContent(/Awaiting buyers’ payment1,35\s€/);
    expect(screen.getByRole('link', { name: 'Add your payout account' })).toHaveAttribute('href', href('accountBankDetails', {}, 'de'));
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', page({ page: '2' }));
    expect(client.calls.find((c) => c.path === 'v1/seller/sales')?.options?.searchParams).toEqual({ page: 1 });
  });

  it('takes the date range and page from the URL and puts a new range into the URL', async () => {
    logIn(true);
    const client = createFixtureClient({ 'get v1/seller/sales': { ...answer, from: '2026-04-01', to: '2026-04-30' }, 'get v1/seller/balance': balance });
    setHttpClient(client);
    renderWithShell(<><SalesDownloadsPage {...props('from=2026-04-01&to=2026-04-30&page=2')} /><Where /></>, { path: page() });
    await screen.findByTestId('sales-summary');
    expect(client.calls.find((c) => c.path === 'v1/seller/sales')?.options?.searchParams).toEqual({ page: 2, from: '2026-04-01', to: '2026-04-30' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-01');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must not lie before the start date.');
    expect(screen.getByTestId('location')).toHaveTextContent(page());

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('location')).toHaveTextContent(page({ from: '2026-05-10', to: '2026-05-31' }));
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    expect(screen.getByTestId('location').textContent).toBe(page());
  });

  it('says when a period has no sales', async () => {
    logIn(true);
    setHttpClient(createFixtureClient({
      'get v1/seller/sales': { ...answer, from: '2020-01-01', to: null, totals: [], months: [], downloads: 0, recent: { items: [], total: 0, page: 1, per_page: 20 } },
      'get v1/seller/balance': { items: [], payouts: [], hasPayoutAccount: true },
    }));
    renderWithShell(<SalesDownloadsPage {...props('from=2020-01-01')} />);
    expect(await screen.findByText('No sales in this period.')).toBeInTheDocument();
  });

  it('exports the range as CSV (sales or months) with the session', async () => {
    logIn(true);
    const client = createFixtureClient({
      'get v1/seller/sales': { ...answer, from: '2026-04-01', to: '2026-04-30' }, 'get v1/seller/balance': balance,
      'get v1/seller/sales/export': new Blob(['date,invoice'], { type: 'text/csv' }),
    });
    setHttpClient(client);
    renderWithShell(<SalesDownloadsPage {...props('from=2026-04-01&to=2026-04-30')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export months (CSV)' }));
    await waitFor(() => expect(client.calls.find((c) => c.path === 'v1/seller/sales/export')?.options).toMatchObject({
      searchParams: { view: 'months', from: '2026-04-01', to: '2026-04-30' }, responseType: 'blob',
    }));
  });

  it('tells a buyer that the page is for sellers and asks nothing of the API', () => {
    logIn(false);
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<SalesDownloadsPage {...props()} />);
    expect(screen.getByText('This page is for sellers. Publish your first material to start selling.')).toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });
});
