import { screen, within } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import CreditPage from '../CreditPage';

const props = { routeId: 'credit', params: {}, world: 'de' as const, query: new URLSearchParams() };

describe('CreditPage', () => {
  beforeEach(() => logIn());
  afterEach(reset);

  it('shows the balance and every movement with its sign', async () => {
    setHttpClient(createFixtureClient({
      'get v1/account/credits': {
        item: {
          amount: 3.5, had_credits: true, currencyCode: 'EUR',
          history: [
            { id: 'o7', kind: 'order', amount: -1.5, orderId: 7, createdAt: '2025-03-02T10:00:00.000Z' },
            { id: 'c1', kind: 'welcome', amount: 5, orderId: null, createdAt: '2025-01-02T10:00:00.000Z' },
          ],
        },
      },
    }));
    renderWithShell(<CreditPage {...props} />);
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent(/3,50\s€/);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Used for order no. 7')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/−1,50\s€/);
    expect(within(rows[1]!).getByText('Welcome credit')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(/\+5,00\s€/);
  });

  it('says so when there is no history', async () => {
    setHttpClient(createFixtureClient({ 'get v1/account/credits': { item: { amount: 0, had_credits: false, currencyCode: 'EUR', history: [] } } }));
    renderWithShell(<CreditPage {...props} />);
    expect(await screen.findByText('No credit movements yet.')).toBeInTheDocument();
  });
});
