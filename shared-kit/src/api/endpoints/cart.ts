import type { CartResponse } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** spec §3 Cart: the cart of the stored cart token (the HTTP client sends X-Cart-Token). */
export const viewCart = (signal?: AbortSignal): Promise<CartResponse> => httpClient().request<CartResponse>('get', 'v1/cart/view', { signal });

export const addCartItem = (materialId: number): Promise<CartResponse> =>
  httpClient().request<CartResponse>('post', 'v1/cart/add', { json: { material_id: materialId } });

export const removeCartItem = (materialId: number): Promise<CartResponse> =>
  httpClient().request<CartResponse>('post', 'v1/cart/remove', { json: { material_id: materialId } });

/** A voucher code for the cart (null removes it). */
export const setCartVoucher = (code: string | null): Promise<CartResponse> =>
  httpClient().request<CartResponse>('post', 'v1/cart/voucher', { json: { code } });
