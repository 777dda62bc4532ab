import { atom, computed } from 'nanostores';
import type { Cart, CartResponse } from '@teachmarket/contracts/api-types';
import { addCartItem, removeCartItem, setCartVoucher, viewCart } from '../api/endpoints/cart';
import { storage } from '../storage';
import { loadOnMount } from './load-on-mount';

/** spec §3 Cart as the API answers it (one type for API and frontend), plus whether it loaded. */
export type CartState = Cart & { loaded: boolean };

export const CART_TOKEN_KEY = 'cart_token'; // spec §3 local-storage key

const EMPTY: CartState = {
  loaded: false,
  token: '',
  cartItems: [],
  itemsInBundles: [],
  voucher: null,
  voucherError: null,
  usedCredits: 0,
  originalPrice: 0,
  totalVoucherDiscount: 0,
  finalPrice: 0,
  currencyCode: 'EUR',
};

/** The cart is shared: the shell loads it, a material page adds to it, the header count follows at once. */
export const $cart = atom<CartState>(EMPTY);

export const $cartCount = computed($cart, (cart) => cart.cartItems.length);

// The header's count is the first reader on every page: the cart loads then (spec §8: a failed load
// is reported, never fatal). After a login the shell reloads it, because the API merged the carts.
loadOnMount($cart, (cart) => cart.loaded, () => loadCart(), 'cart_load_failed');

/** The last load of the cart failed (API unreachable, an error): the cart page says so and offers a retry instead of loading forever. */
export const $cartLoadFailed = atom(false);

function apply(res: CartResponse): void {
  const cart = res.items.cart;
  storage.set(CART_TOKEN_KEY, cart.token);
  $cart.set({ ...cart, loaded: true });
  $cartLoadFailed.set(false);
}

export async function loadCart(signal?: AbortSignal): Promise<void> {
  try {
    apply(await viewCart(signal));
  } catch (error) {
    if (!signal?.aborted) $cartLoadFailed.set(true);
    throw error;
  }
}

/** A person's retry after a failed load: loading again, then the cart or the failure once more. */
export async function retryLoadCart(): Promise<void> {
  $cartLoadFailed.set(false);
  await loadCart().catch(() => undefined);
}

export async function addToCart(materialId: number): Promise<void> {
  apply(await addCartItem(materialId));
}

export async function removeFromCart(materialId: number): Promise<void> {
  apply(await removeCartItem(materialId));
}

/** A voucher code for the cart (null removes it); an unknown or inapplicable code comes back in voucherError. */
export async function applyVoucher(code: string | null): Promise<void> {
  apply(await setCartVoucher(code));
}
