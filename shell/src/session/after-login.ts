import { persistAnonymousFavourites } from '@teachmarket/shared-kit';
import { loadCart } from '../app/cart';
import { reporter } from '../errors/reporter';

/**
 * After a login: the cart is reloaded (the API merged the anonymous cart because the login request
 * carried X-Cart-Token) and anonymous favourites are persisted (spec §4).
 */
export async function afterLogin(): Promise<void> {
  await loadCart();
  try {
    await persistAnonymousFavourites();
  } catch (error) {
    reporter().report('favourites_persist_failed', error);
  }
}
