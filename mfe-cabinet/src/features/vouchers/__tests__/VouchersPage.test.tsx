import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, type SellerVoucher } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { apiError, logIn, reset } from '../../../ui/__tests__/session';
import VouchersPage from '../VouchersPage';

const props = { routeId: 'vouchers', params: {}, world: 'de' as const, query: new URLSearchParams() };
const voucher = (over: Partial<SellerVoucher> = {}): SellerVoucher => ({
  code: 'SAMSELLER10', type: 'percent', value: 10, currencyCode: 'EUR', validUntil: null, maxUses: 100, uses: 3, active: true, createdAt: '2025-01-01T00:00:00.000Z', ...over,
});

describe('VouchersPage', () => {
  beforeEach(() => logIn(true));
  afterEach(reset);

  it('lists the vouchers and creates a new one after checking it', async () => {
    const client = createFixtureClient({
      'get v1/account/vouchers': { items: [voucher()] },
      'post v1/account/vouchers': { item: voucher({ code: 'SPRING-2', type: 'amount', value: 2.5, maxUses: null, uses: 0 }) },
    });
    setHttpClient(client);
    renderWithShell(<VouchersPage {...props} />);
    expect(await screen.findByText('SAMSELLER10')).toBeInTheDocument();
    expect(screen.getByText('Used: 3 of 100')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Voucher code'), 'x');
    await userEvent.type(screen.getByLabelText('Discount value'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(screen.getByLabelText('Voucher code')).toHaveAccessibleDescription(expect.stringContaining('Use 4 to 20 letters'));
    expect(screen.getByLabelText('Discount value')).toHaveAccessibleDescription('Enter a whole number from 1 to 90.');
    expect(client.calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Voucher code'));
    await userEvent.type(screen.getByLabelText('Voucher code'), 'spring-2');
    await userEvent.click(screen.getByRole('radio', { name: 'Fixed amount off (EUR)' }));
    await userEvent.clear(screen.getByLabelText('Discount value'));
    await userEvent.type(screen.getByLabelText('Discount value'), '2,50');
    await userEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Voucher SPRING-2 was created.');
    expect(client.calls[1]?.options?.json).toEqual({ code: 'SPRING-2', type: 'amount', value: 2.5, validUntil: null, maxUses: null });
    expect(within(screen.getByRole('region', { name: 'Your vouchers' })).getAllByRole('listitem')[0]).toHaveTextContent('SPRING-2');
  });

  it('shows a taken code on the code field', async () => {
    setHttpClient(createFixtureClient({ 'get v1/account/vouchers': { items: [] }, 'post v1/account/vouchers': apiError(409, 'code_taken', 'code') }));
    renderWithShell(<VouchersPage {...props} />);
    expect(await screen.findByText('You have no vouchers yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Voucher code'), 'WELCOME10');
    await userEvent.type(screen.getByLabelText('Discount value'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByLabelText('Voucher code')).toHaveAccessibleDescription(expect.stringContaining('This code is already taken.'));
  });

  it('deactivates a voucher only after confirmation', async () => {
    const client = createFixtureClient({
      'get v1/account/vouchers': { items: [voucher()] },
      'post v1/account/vouchers/SAMSELLER10/deactivate': { item: voucher({ active: false }) },
    });
    setHttpClient(client);
    renderWithShell(<VouchersPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Deactivate SAMSELLER10? Carts holding it lose the discount.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(client.calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(client.calls[1]?.path).toBe('v1/account/vouchers/SAMSELLER10/deactivate');
  });
});
