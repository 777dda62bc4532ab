import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart, setHttpClient, type CartState } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import CartPage from '../CartPage';

const props = { routeId: 'shoppingCart', params: {}, world: 'de' as const, query: new URLSearchParams() };
const item = { ...materialSummary({ finalPrice: 4.5 }), hasFixedPrice: true };
const cart = (items: (typeof item)[]): CartState => ({
  loaded: true,
  token: 't1',
  cartItems: items,
  itemsInBundles: [],
  voucher: null,
  voucherError: null,
  usedCredits: 0,
  originalPrice: items.reduce((s, i) => s + i.finalPrice, 0),
  totalVoucherDiscount: 0,
  finalPrice: items.reduce((s, i) => s + i.finalPrice, 0),
  currencyCode: 'EUR',
});

describe('CartPage', () => {
  it('shows the lines and the total of the shared cart, and removes a line', async () => {
    $cart.set(cart([item]));
    const client = createFixtureClient({ 'post v1/cart/remove': { items: { cart: { ...cart([]), loaded: undefined } } } });
    setHttpClient(client);
    renderWithShell(<CartPage {...props} />);
    expect(screen.getByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
    expect(screen.getByText('4,50 €', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Farbenlehre: Übungen mit Lösungen' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(client.calls).toEqual([{ method: 'post', path: 'v1/cart/remove', options: { json: { material_id: 33 } } }]);
  });

  it('shows a skeleton until the cart is loaded', () => {
    $cart.set({ ...cart([]), loaded: false });
    renderWithShell(<CartPage {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
