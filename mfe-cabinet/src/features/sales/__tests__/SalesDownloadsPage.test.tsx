import { fireEvent, screen, within } from '@testing-library/react';
import { href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { useLocation } from 'react-router';
import { logIn, reset } from '../../../ui/__tests__/session';
import SalesDownloadsPage from '../SalesDownloadsPage';

const props = (query = '') => ({ routeId: 'salesDownloads', params: {}, world: 'de' as const, query: new URLSearchParams(query) });
const page = (query?: Record<string, string>) => href('salesDownloads', {}, 'de', { query });
const ref = (id: number, title: string) => ({ id, slug: `m-${id}`, title, world: 'de' });
const answer = {
  from: null, to: null,
  totals: [{ currencyCode: 'EUR', sales: 3, revenue: 12.5 }],
  downloads: 7,
  materials: [
    { ...ref(11, 'Bruchrechnen'), currencyCode: 'EUR', isFree: false, sales: 3, revenue: 12.5, downloads: 0 },
    { ...ref(12, 'Lesespur gratis'), currencyCode: 'EUR', isFree: true, sales: 0, revenue: 0, downloads: 7 },
  ],
  recent: {
    items: [
      { id: 3, material: ref(11, 'Bruchrechnen'), price: 4.5, currencyCode: 'EUR', soldAt: '2026-05-03T10:00:00.000Z' },
      { id: 2, material: ref(11, 'Bruchrechnen'), price: 4, currencyCode: 'EUR', soldAt: '2026-04-01T10:00:00.000Z' },
    ],
    total: 3, page: 1, per_page: 2,
  },
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

describe('SalesDownloadsPage', () => {
  afterEach(reset);

  it('shows the totals, every material with sales, revenue or downloads, and the sales by date', async () => {
    logIn(true);
    const client = createFixtureClient({ 'get v1/seller/sales': answer });
    setHttpClient(client);
    renderWithShell(<SalesDownloadsPage {...props()} />);
    const summary = await screen.findByTestId('sales-summary');
    expect(summary).toHaveTextContent('Sales3');
    expect(summary).toHaveTextContent(/Revenue12,50\s€/);
    expect(summary).toHaveTextContent('Free downloads7');
    const rows = within(screen.getByTestId('sales-materials')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Bruchrechnen312,50\s€—/);
    expect(within(rows[0]!).getByRole('link', { name: 'Bruchrechnen' })).toHaveAttribute('href', href('material', { id: '11', slug: 'm-11' }, 'de'));
    expect(rows[1]).toHaveTextContent('Lesespur gratis Free——7');
    const recent = within(screen.getByTestId('sales-recent')).getAllByRole('row').slice(1);
    expect(recent[0]).toHaveTextContent(/May 3, 2026Bruchrechnen4,50\s€/);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', page({ page: '2' }));
    expect(client.calls[0]?.options?.searchParams).toEqual({ page: 1 });
  });

  it('takes the date range and page from the URL and puts a new range into the URL', async () => {
    logIn(true);
    const client = createFixtureClient({ 'get v1/seller/sales': { ...answer, from: '2026-04-01', to: '2026-04-30' } });
    setHttpClient(client);
    renderWithShell(<><SalesDownloadsPage {...props('from=2026-04-01&to=2026-04-30&page=2')} /><Where /></>, { path: page() });
    await screen.findByTestId('sales-summary');
    expect(client.calls[0]?.options?.searchParams).toEqual({ page: 2, from: '2026-04-01', to: '2026-04-30' });
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
    setHttpClient(createFixtureClient({ 'get v1/seller/sales': { ...answer, from: '2020-01-01', to: null, totals: [], downloads: 0, recent: { items: [], total: 0, page: 1, per_page: 20 } } }));
    renderWithShell(<SalesDownloadsPage {...props('from=2020-01-01')} />);
    expect(await screen.findByText('No sales in this period.')).toBeInTheDocument();
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
