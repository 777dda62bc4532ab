import { loadCart as load } from '@teachmarket/shared-kit';
import { reporter } from '../errors/reporter';

/** spec §8: a failed cart load is logged, never fatal. */
export async function loadCart(): Promise<void> {
  try {
    await load();
  } catch (error) {
    reporter().report('cart_load_failed', error);
  }
}
