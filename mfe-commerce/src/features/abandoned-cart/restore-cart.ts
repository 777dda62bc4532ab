import { $cart, $session, CART_TOKEN_KEY, loadCart, storage } from '@teachmarket/shared-kit';

/**
 * The cart token a link may carry: what the cart routes accept in X-Cart-Token (1 to 100 characters, api/src/routes/cart)
 * in the alphabet the API writes its tokens in (base64url). Anything else is not sent at all.
 */
export const CART_LINK_TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** The shell loads the cart at start-up: wait for that answer (or give up after a while) so it cannot land after ours. */
export function cartSettled(timeoutMs = 3000): Promise<void> {
  if ($cart.get().loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const stop = $cart.listen((cart) => {
      if (cart.loaded) done();
    });
  });
}

/**
 * spec §2 abandoned cart redirect: make the cart a reminder link points to the visitor's cart. The API has no notion of
 * reminders; it answers an unknown or foreign token with a fresh cart (and merges a known anonymous cart into a
 * logged-in user's own). So: the linked cart was found when the API kept its token, or when a logged-in user's cart
 * gained materials from it. Otherwise the visitor goes back to the cart they had.
 */
export async function restoreCart(token: string): Promise<'restored' | 'unknown'> {
  await cartSettled();
  const before = $cart.get();
  const previous = storage.get(CART_TOKEN_KEY);
  const loggedIn = $session.get().status === 'loggedIn';
  storage.set(CART_TOKEN_KEY, token);
  try {
    await loadCart();
  } catch (error) {
    if (previous) storage.set(CART_TOKEN_KEY, previous);
    else storage.remove(CART_TOKEN_KEY);
    throw error;
  }
  const after = $cart.get();
  if (after.token === token) return 'restored';
  const had = new Set(before.cartItems.map((item) => item.id));
  if (loggedIn && after.cartItems.some((item) => !had.has(item.id))) return 'restored';
  // An anonymous visitor now holds a fresh empty cart: back to their own one, if they had one.
  if (!loggedIn && previous && previous !== after.token) {
    storage.set(CART_TOKEN_KEY, previous);
    await loadCart().catch(() => undefined);
  }
  return 'unknown';
}
