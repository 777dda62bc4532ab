import { atom, cleanStores, onMount, STORE_UNMOUNT_DELAY } from 'nanostores';
import { createFixtureClient } from '../../testing';
import { setHttpClient } from '../api/http-client';
import { storage } from '../storage';
import { $cart, $cartCount, CART_TOKEN_KEY } from './cart';
import { $currency, CURRENCY_CODE_KEY } from './currency';
import { loadOnMount, setStoreLoadReporter } from './load-on-mount';
import { $world } from './world';

const cart = (token: string, ids: number[]) => ({
  items: {
    cart: {
      token, cartItems: ids.map((id) => ({ materialId: id })), itemsInBundles: [], voucher: null, voucherError: null,
      usedCredits: 0, originalPrice: 0, totalVoucherDiscount: 0, finalPrice: 0, currencyCode: 'EUR',
    },
  },
});

beforeEach(() => {
  storage.remove(CART_TOKEN_KEY);
  storage.remove(CURRENCY_CODE_KEY);
});

describe('stores load themselves on their first reader (issue 14)', () => {
  it('the cart is asked for once when the header count subscribes, not before, and not again after a real unmount and remount', async () => {
    const client = createFixtureClient({ 'get v1/cart/view': cart('tok-1', [7, 9]) });
    setHttpClient(client);
    let mounts = 0;
    onMount($cart, () => {
      mounts += 1;
    });
    expect(client.calls).toHaveLength(0);
    const stop = $cartCount.subscribe(() => undefined);
    await new Promise<void>((done) => {
      const off = $cart.listen((c) => c.loaded && (off(), done()));
    });
    expect($cartCount.get()).toBe(2);
    expect(storage.get(CART_TOKEN_KEY)).toBe('tok-1');
    expect(mounts).toBe(1);
    // The last reader leaves: nanostores unmounts a store STORE_UNMOUNT_DELAY after that (the count's
    // computed store first, then the cart it listened to), so the clock runs past both delays.
    jest.useFakeTimers();
    try {
      stop();
      jest.advanceTimersByTime(2 * STORE_UNMOUNT_DELAY + 1);
      const again = $cartCount.subscribe(() => undefined);
      // A real remount ran the mount handlers again (a re-subscribe inside the delay would not) ...
      expect(mounts).toBe(2);
      // ... and the cart, still loaded, is not asked for a second time (isLoaded of loadOnMount).
      expect($cartCount.get()).toBe(2);
      expect(client.calls.filter((c) => c.path === 'v1/cart/view')).toHaveLength(1);
      again();
      jest.advanceTimersByTime(2 * STORE_UNMOUNT_DELAY + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the currency is the stored choice, else the world default, once a reader subscribes', () => {
    $world.set('se');
    $currency.set({ code: 'EUR', symbol: '€', loaded: false });
    const stop = $currency.subscribe(() => undefined);
    expect($currency.get()).toMatchObject({ code: 'SEK', loaded: true });
    stop();
  });

  it('a failed load is reported under its code and never thrown; the next mount tries again', async () => {
    const reports: string[] = [];
    setStoreLoadReporter((code) => reports.push(code));
    const $thing = atom({ loaded: false });
    let attempts = 0;
    let failed = (): void => undefined;
    loadOnMount($thing, (v) => v.loaded, () => {
      attempts += 1;
      return Promise.reject(new Error('down')).finally(() => setTimeout(failed));
    }, 'thing_load_failed');
    await new Promise<void>((done) => {
      failed = done;
      $thing.subscribe(() => undefined);
    });
    expect(reports).toEqual(['thing_load_failed']);
    cleanStores($thing); // unmounts now (a real page leaves it 1 s after the last reader)
    $thing.subscribe(() => undefined);
    expect(attempts).toBe(2);
    cleanStores($thing);
  });
});
