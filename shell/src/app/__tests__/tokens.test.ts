import { CART_TOKEN_KEY, storage } from '@teachmarket/shared-kit';
import { cartToken } from '../tokens';

afterEach(() => {
  storage.remove(CART_TOKEN_KEY);
  document.cookie = `${CART_TOKEN_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('cart token (spec §3: local storage, also readable from the cookie-like object)', () => {
  it('reads local storage first', () => {
    storage.set(CART_TOKEN_KEY, 'from-storage');
    document.cookie = `${CART_TOKEN_KEY}=from-cookie`;
    expect(cartToken()).toBe('from-storage');
  });

  it('falls back to the cart_token cookie, and null without either', () => {
    expect(cartToken()).toBeNull();
    document.cookie = `${CART_TOKEN_KEY}=from-cookie`;
    expect(cartToken()).toBe('from-cookie');
    expect(cartToken(() => 'a=1')).toBeNull();
  });
});
