import { screen, within } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import FeePage from '../FeePage';

const props = { routeId: 'fee', params: {}, world: 'de' as const, query: new URLSearchParams() };
const tiers = [
  { id: 'starter', minRevenue: 0, feePercent: 40 }, { id: 'established', minRevenue: 500, feePercent: 30 },
  { id: 'professional', minRevenue: 2000, feePercent: 25 }, { id: 'top', minRevenue: 10000, feePercent: 20 },
];
const base = {
  currencyCode: 'EUR', periodStart: '2025-11-23T00:00:00.000Z', periodEnd: '2026-11-23T00:00:00.000Z',
  revenue: 600, sales: 42, tier: 'established', feePercent: 30, fee: 180, payout: 420, tiers,
  next: { id: 'professional', minRevenue: 2000, feePercent: 25, missing: 1400, progressPercent: 6 },
};

describe('FeePage', () => {
  afterEach(reset);

  it('shows the level, the fee computed from the revenue and the way to the next level', async () => {
    logIn(true);
    setHttpClient(createFixtureClient({ 'get v1/seller/fee': base }));
    renderWithShell(<FeePage {...props} />);
    expect(await screen.findByRole('heading', { name: 'Your level: Established' })).toBeInTheDocument();
    expect(screen.getByTestId('fee-percent')).toHaveTextContent('30 %');
    expect(screen.getByTestId('fee-revenue')).toHaveTextContent(/600,00\s€/);
    expect(screen.getByText('Sales in this period: 42')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByTestId('fee-missing')).toHaveTextContent(/1\s400,00\s€ more revenue within 365 days takes you there \(from 2\s000,00\s€\)/);
    const current = within(screen.getByTestId('fee-tiers')).getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('Established');
  });

  it('says so at the top level', async () => {
    logIn(true);
    setHttpClient(createFixtureClient({ 'get v1/seller/fee': { ...base, revenue: 12000, tier: 'top', feePercent: 20, next: null } }));
    renderWithShell(<FeePage {...props} />);
    expect(await screen.findByText('You have reached the highest level with the lowest fee.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
