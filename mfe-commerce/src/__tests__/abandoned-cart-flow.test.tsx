import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart, $session, CART_TOKEN_KEY, href, setHttpClient, storage, type Cart } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import { Route, Routes } from 'react-router';
import CartPage from '../features/cart/CartPage';
import AbandonedCartPage from '../features/abandoned-cart/AbandonedCartPage';

const a = { ...materialSummary({ id: 11, title: 'Bruchrechnen üben', finalPrice: 4.5 }), hasFixedPrice: true };
const b = { ...materialSummary({ id: 12, title: 'Gedichte der Romantik', finalPrice: 3 }), hasFixedPrice: true };
const cart = (token: string, items: (typeof a)[]): Cart => ({
  token, cartItems: items, itemsInBundles: [], voucher: null, voucherError: null, usedCredits: 0,
  originalPrice: 0, totalVoucherDiscount: 0, finalPrice: items.reduce((s, i) => s + i.finalPrice, 0), currencyCode: 'EUR',
});

/** The cart API as the shell's client meets it: the stored token goes along, an unknown one gets `fallback`. */
function cartApi(carts: Record<string, Cart>, fallback: (sent: string | null) => Cart) {
  const client = createFixtureClient({
    'get v1/cart/view': () => {
      const sent = storage.get(CART_TOKEN_KEY);
      return { items: { cart: (sent && carts[sent]) || fallback(sent) } };
    },
  });
  setHttpClient(client);
  return client;
}

function open(query: string) {
  const path = href('abandonedCart', {}, 'de');
  renderWithShell(
    <Routes>
      <Route path={path} element={<AbandonedCartPage routeId="abandonedCart" params={{}} world="de" query={new URLSearchParams(query)} />} />
      <Route path={href('shoppingCart', {}, 'de')} element={<CartPage routeId="shoppingCart" params={{}} world="de" query={new URLSearchParams()} />} />
    </Routes>,
    { path: `${path}?${query}` },
  );
}

describe('AbandonedCartPage', () => {
  const initial = $session.get();
  const start = (status: 'anonymous' | 'loggedIn', own: Cart) => {
    $session.set({ ...initial, status, userId: status === 'loggedIn' ? 1 : null });
    storage.set(CART_TOKEN_KEY, own.token);
    $cart.set({ ...own, loaded: true });
  };
  afterEach(() => {
    cleanup();
    $session.set(initial);
    storage.remove(CART_TOKEN_KEY);
  });

  it("restores the linked cart of an anonymous visitor and shows it", async () => {
    start('anonymous', cart('mine', []));
    cartApi({ linked: cart('linked', [a, b]), mine: cart('mine', []) }, () => cart('fresh', []));
    open('token=linked');
    // The first render of a file loads the translations: more than the default second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We restored the cart from your link.');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(storage.get(CART_TOKEN_KEY)).toBe('linked');
  });

  it('explains an unknown token and keeps the cart the visitor had', async () => {
    start('anonymous', cart('mine', [a]));
    const client = cartApi({ mine: cart('mine', [a]) }, () => cart('fresh', []));
    open('token=gone123');
    expect(await screen.findByRole('heading', { level: 1, name: 'This cart link does not work' })).toBeInTheDocument();
    expect(screen.getByText(/We could not find the cart this link points to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', href('shoppingCart', {}, 'de'));
    expect(storage.get(CART_TOKEN_KEY)).toBe('mine');
    expect($cart.get().token).toBe('mine');
    expect(client.calls).toHaveLength(2);
  });

  it('sends nothing for a token the cart routes would refuse', () => {
    start('anonymous', cart('mine', [a]));
    const client = cartApi({}, () => cart('fresh', []));
    open(`token=${encodeURIComponent('x"; DROP TABLE carts')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'This cart link does not work' })).toBeInTheDocument();
    expect(client.calls).toHaveLength(0);
  });

  it("merges a linked cart into a logged-in user's cart; a link that adds nothing is unknown", async () => {
    start('loggedIn', cart('user', [a]));
    cartApi({}, (sent) => (sent === 'anon' ? cart('user', [a, b]) : cart('user', [a])));
    open('token=anon');
    expect(await screen.findByText('We restored the cart from your link.')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    cleanup();

    start('loggedIn', cart('user', [a]));
    open('token=elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'This cart link does not work' })).toBeInTheDocument();
    expect(storage.get(CART_TOKEN_KEY)).toBe('user');
  });

  it('offers a retry when the cart cannot be loaded, and keeps the token the visitor had', async () => {
    start('anonymous', cart('mine', []));
    let fail = true;
    setHttpClient(createFixtureClient({
      'get v1/cart/view': () => (fail ? new Error('offline') : { items: { cart: cart(storage.get(CART_TOKEN_KEY) ?? 'x', [a]) } }),
    }));
    open('token=linked');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(storage.get(CART_TOKEN_KEY)).toBe('mine');
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('We restored the cart from your link.')).toBeInTheDocument();
  });
});
