import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import BankDetailsPage from '../BankDetailsPage';

const props = { routeId: 'accountBankDetails', params: {}, world: 'de' as const, query: new URLSearchParams() };
const saved = { accountHolder: 'Sam Seller', ibanMasked: 'DE89 **** **** **** **30 00', bic: null, updatedAt: '2025-01-01T00:00:00.000Z' };

describe('BankDetailsPage', () => {
  afterEach(reset);

  it('is for sellers only: a buyer requests nothing', () => {
    logIn(false);
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<BankDetailsPage {...props} />);
    expect(screen.getByText('This page is for sellers. Publish your first material to start selling.')).toBeInTheDocument();
    expect(client.calls).toHaveLength(0);
  });

  it('shows the saved account masked, refuses an IBAN failing mod 97 and saves a valid one', async () => {
    logIn(true);
    const client = createFixtureClient({
      'get v1/account/bank-details': { item: saved },
      'put v1/account/bank-details': { item: { ...saved, accountHolder: 'Sam S. Seller', ibanMasked: 'AT61 **** **** **** 3201' } },
    });
    setHttpClient(client);
    renderWithShell(<BankDetailsPage {...props} />);
    expect(await screen.findByText('Saved account: DE89 **** **** **** **30 00, account holder Sam Seller')).toBeInTheDocument();
    const iban = screen.getByLabelText('IBAN (international account number)');
    await userEvent.type(iban, 'DE88 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(iban).toHaveAccessibleDescription('This IBAN is not valid. Check the country code, the length and the digits.');
    expect(client.calls).toHaveLength(1);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'AT61 1904 3002 3457 3201');
    await userEvent.clear(screen.getByLabelText('Account holder'));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Sam S. Seller');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved account: AT61 **** **** **** 3201, account holder Sam S. Seller')).toBeInTheDocument();
    expect(client.calls[1]?.options?.json).toEqual({ accountHolder: 'Sam S. Seller', iban: 'AT61 1904 3002 3457 3201', bic: null });
    expect(iban).toHaveValue('');
  });
});
