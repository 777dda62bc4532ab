import { bearer, json, type TestApi } from './helpers';

/** A Berlin invoice address under the buyer's name (the invoice and statement PDFs print it). */
export const billingFor = (name: string) => ({ name, street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' });

/** The checkout body of an invoice order without credits. */
export const invoiceOrder = (name: string) => ({ paymentMethod: 'invoice', useCredits: false, billing: billingFor(name) });

let materialCount = 0;
/**
 * A published de worksheet of `authorId` at `priceCents` EUR, written straight into the table:
 * the money tests are about what happens once a material is on sale, not about publishing it.
 */
export async function insertMaterial(api: TestApi, authorId: number, title: string, priceCents: number): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `INSERT INTO materials (world, language, ts_config, slug, title, description, author_id, material_type, price_cents, currency_code, status)
     VALUES ('de', 'de', 'german', $1, $2, 'Test', $3, 'worksheet', $4, 'EUR', 'published') RETURNING id`,
    [`test-material-${process.pid}-${++materialCount}`, title, authorId, priceCents],
  );
  if (!row) throw new Error('material insert returned nothing');
  return row.id;
}

export interface CheckoutOptions {
  /** The order body (default: an invoice order billed to "Bea Buyer"). */
  order?: object;
  voucher?: string;
  headers?: Record<string, string>;
}

/**
 * What a buyer does at checkout, through the API: the materials into the cart, the voucher if any,
 * then the order. Fails the test at the first step the API refuses; answers the placed order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON bodies
export async function checkout(api: TestApi, token: string, materialIds: number[], options: CheckoutOptions = {}): Promise<Record<string, any>> {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { ...bearer(token), ...headers } });
  for (const id of materialIds) expect((await post('/v1/cart/add?world=de', { material_id: id })).statusCode).toBe(200);
  if (options.voucher) expect(json(await post('/v1/cart/voucher?world=de', { code: options.voucher })).items.cart.voucherError).toBeNull();
  const placed = await post('/v1/orders?world=de', options.order ?? invoiceOrder('Bea Buyer'), options.headers);
  expect(placed.statusCode).toBe(201);
  return json(placed).item;
}
