import { atom, computed } from 'nanostores';
import { httpClient } from '../api/http-client';
import { storage } from '../storage';

export interface CartLine {
  materialId: number;
  title: string;
  slug: string;
  finalPrice: number;
  currencyCode: string;
}

export interface CartState {
  loaded: boolean;
  token: string | null;
  items: CartLine[];
  originalPrice: number;
  finalPrice: number;
  currencyCode: string | null;
}

/** spec §3 Cart, as the API answers `GET /v1/cart/view` (items.cart). */
interface ApiCart {
  token: string;
  cartItems: { material: { id: number; title: string; slug: string; finalPrice: number; currencyCode: string } }[];
  originalPrice: number;
  finalPrice: number;
  currencyCode?: string;
}

export const CART_TOKEN_KEY = 'cart_token'; // spec §3 local-storage key

/** The cart is shared: the shell loads it, a material page adds to it, the header count follows at once. */
export const $cart = atom<CartState>({ loaded: false, token: null, items: [], originalPrice: 0, finalPrice: 0, currencyCode: null });

export const $cartCount = computed($cart, (cart) => cart.items.length);

function apply(cart: ApiCart): void {
  storage.set(CART_TOKEN_KEY, cart.token);
  $cart.set({
    loaded: true,
    token: cart.token,
    items: cart.cartItems.map(({ material }) => ({
      materialId: material.id,
      title: material.title,
      slug: material.slug,
      finalPrice: material.finalPrice,
      currencyCode: material.currencyCode,
    })),
    originalPrice: cart.originalPrice,
    finalPrice: cart.finalPrice,
    currencyCode: cart.currencyCode ?? cart.cartItems[0]?.material.currencyCode ?? null,
  });
}

export async function loadCart(signal?: AbortSignal): Promise<void> {
  const res = await httpClient().request<{ items: { cart: ApiCart } }>('get', 'v1/cart/view', { signal });
  apply(res.items.cart);
}

export async function addToCart(materialId: number): Promise<void> {
  const res = await httpClient().request<{ items: { cart: ApiCart } }>('post', 'v1/cart/add', { json: { material_id: materialId } });
  apply(res.items.cart);
}

export async function removeFromCart(materialId: number): Promise<void> {
  const res = await httpClient().request<{ items: { cart: ApiCart } }>('post', 'v1/cart/remove', { json: { material_id: materialId } });
  apply(res.items.cart);
}
