import { turn } from './index-columns';
import { COMPARE, mergeInOrder, SORTS, type ExtraDoc, type Hit, type SortKey } from './index-docs';

/**
 * The sort orders of a world's built documents (world-index.ts): per sort, the documents as a
 * permutation, and each document's place in it. A page is the first passing documents of an order,
 * merged with the changed documents kept beside the index.
 */
export class SortOrders {
  private readonly orders = new Map<SortKey, Int32Array>();
  /** Per sort, each built document's place in its order (few matches are put in order by sorting their places). */
  private readonly places = new Map<SortKey, Int32Array>();

  private constructor(private readonly fields: (i: number) => Hit, private readonly n: number) {}

  /** Every order of `n` documents (`fields` reads one); other requests are answered between two sorts. */
  static async of(n: number, fields: (i: number) => Hit): Promise<SortOrders> {
    const orders = new SortOrders(fields, n);
    const keys = Array.from({ length: n }, (_, i) => fields(i));
    for (const sort of SORTS) {
      await turn();
      const order = Int32Array.from(keys.keys());
      const compare = COMPARE[sort];
      order.sort((a, b) => compare(keys[a]!, keys[b]!));
      orders.orders.set(sort, order);
      const places = new Int32Array(n);
      for (let k = 0; k < n; k++) places[order[k]!] = k;
      orders.places.set(sort, places);
    }
    return orders;
  }

  /**
   * The first `count` passing documents in `key`'s order (`passing` marks them; `list` lists them
   * when the search visited a list), merged with the passing changed documents.
   */
  first(key: SortKey, count: number, passing: Uint8Array, passingCount: number, list: number[], extras: ExtraDoc[]): Hit[] {
    const compare = COMPARE[key];
    extras.sort(compare);
    const base: Hit[] = [];
    const want = Math.min(count, passingCount);
    const order = this.orders.get(key)!;
    if (passingCount * 16 < this.n && list.length === passingCount) {
      // Few matches: sorting their places in the order (numbers, natively) costs less than walking it.
      const places = this.places.get(key)!;
      const at = new Int32Array(list.length);
      for (let k = 0; k < list.length; k++) at[k] = places[list[k]!]!;
      at.sort();
      for (let k = 0; k < want; k++) base.push(this.fields(order[at[k]!]!));
    } else {
      for (let k = 0; k < order.length && base.length < want; k++) if (passing[order[k]!]) base.push(this.fields(order[k]!));
    }
    return mergeInOrder(base, extras, compare, count);
  }
}
