import { randomBytes } from 'node:crypto';
import type { Cart } from '@teachmarket/contracts/api-types';
import { prepared } from '../../catalog/prepared';
import { SUMMARY_COLUMNS_BUT_SUBJECTS, SUMMARY_FROM, subjectsFrom, toSummary, type SummaryRow } from '../../catalog/summary';
import type { Queryable } from '../../db';
import { toMajor } from '../../lib/text';
import { WORLD_INFO, type World } from '../../worlds';

export const newCartToken = () => randomBytes(18).toString('base64url');

/**
 * The existing cart for this request, or null: reading never creates one (issue 13: every anonymous
 * view used to insert a cart row). A logged-in user has one cart (an anonymous cart sent along is
 * merged into it); an anonymous visitor's cart is found by X-Cart-Token, and an unknown or foreign
 * token finds nothing rather than someone else's cart.
 */
export async function findCart(db: Queryable, token: string | undefined, userId: number | null): Promise<string | null> {
  if (userId) {
    if (token) await mergeAnonymousCart(db, token, userId);
    const [own] = await db.query<{ token: string }>('SELECT token FROM carts WHERE user_id = $1', [userId]);
    return own?.token ?? null;
  }
  if (!token) return null;
  const [anon] = await prepared<{ token: string }>(db, 'SELECT token FROM carts WHERE token = $1 AND user_id IS NULL', [token]);
  return anon?.token ?? null;
}

/** The cart a write goes to: the existing one (findCart), else a fresh one, created now. */
export async function resolveCart(db: Queryable, token: string | undefined, userId: number | null, world: World): Promise<string> {
  const found = await findCart(db, token, userId);
  if (found) return found;
  const fresh = newCartToken();
  if (userId) {
    await db.query('INSERT INTO carts (token, user_id, world) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [fresh, userId, world]);
    const [row] = await db.query<{ token: string }>('SELECT token FROM carts WHERE user_id = $1', [userId]);
    return row?.token ?? fresh;
  }
  await prepared(db, 'INSERT INTO carts (token, world) VALUES ($1, $2)', [fresh, world]);
  return fresh;
}

/** At login the anonymous cart's items move into the user's cart (bought items are dropped). */
export async function mergeAnonymousCart(db: Queryable, token: string, userId: number): Promise<void> {
  const [anon] = await db.query<{ token: string; voucher_code: string | null }>(
    'SELECT token, voucher_code FROM carts WHERE token = $1 AND user_id IS NULL', [token],
  );
  if (!anon) return;
  const [own] = await db.query<{ token: string }>('SELECT token FROM carts WHERE user_id = $1', [userId]);
  if (!own) {
    await db.query('UPDATE carts SET user_id = $1, updated_at = now() WHERE token = $2', [userId, token]);
  } else {
    await db.query(
      `INSERT INTO cart_items (cart_token, material_id, added_at)
       SELECT $1, material_id, added_at FROM cart_items WHERE cart_token = $2 ON CONFLICT DO NOTHING`,
      [own.token, token],
    );
    if (anon.voucher_code) await db.query('UPDATE carts SET voucher_code = coalesce(voucher_code, $1) WHERE token = $2', [anon.voucher_code, own.token]);
    await db.query('DELETE FROM carts WHERE token = $1', [token]);
  }
  await db.query(
    `DELETE FROM cart_items ci USING carts c WHERE c.token = ci.cart_token AND c.user_id = $1
       AND EXISTS (SELECT 1 FROM purchases p WHERE p.user_id = $1 AND p.material_id = ci.material_id)`,
    [userId],
  );
}

interface VoucherRow {
  code: string; world: string | null; kind: 'percent' | 'amount'; value: number; min_order_cents: number;
  expired: boolean; used_up: boolean;
  /** A seller's voucher (cabinet /vouchers) discounts that seller's materials only; null: the whole cart. */
  seller_id: number | null; active: boolean;
}

export async function findVoucher(db: Queryable, code: string): Promise<VoucherRow | null> {
  const [row] = await db.query<VoucherRow>(
    `SELECT code, world, kind, value, min_order_cents, coalesce(valid_until < now(), false) AS expired,
            coalesce(uses >= max_uses, false) AS used_up, seller_id, active
       FROM vouchers WHERE code = $1`,
    [code.trim().toUpperCase()],
  );
  return row ?? null;
}

/** Why a voucher does not apply to this cart, or null when it does. */
export function voucherProblem(v: VoucherRow, world: World, totalCents: number): string | null {
  // A voucher its seller deactivated has ended early: to the buyer it is expired.
  if (!v.active) return 'voucher_expired';
  if (v.expired) return 'voucher_expired';
  if (v.used_up) return 'voucher_used_up';
  if (v.world && v.world !== world) return 'voucher_not_valid_in_world';
  if (v.seller_id !== null && totalCents === 0) return 'voucher_not_applicable';
  if (totalCents < v.min_order_cents) return 'voucher_min_order_not_reached';
  return null;
}

/** One row of viewCart's statement: the cart and its voucher, and one of its materials (null columns when it has none). */
type CartViewRow = Omit<SummaryRow, 'id'> & {
  id: number | null; voucher_code: string | null; used_credits_cents: number; in_bundles: number[] | null;
  v_code: string | null; v_world: string | null; v_kind: VoucherRow['kind']; v_value: number; v_min_order_cents: number;
  v_expired: boolean; v_used_up: boolean; v_seller_id: number | null; v_active: boolean;
};

/**
 * spec §3 Cart: items of the requested world, bundle overlap, voucher and totals. One statement
 * (issue 17): the cart row, its voucher and its materials, each with the bundles of this view it is in,
 * so a cart answer costs one round trip to the database, not four. `anonymousOnly`: the token as an
 * anonymous visitor sent it, checked in the same statement (a user's cart or an unknown token: the
 * empty view with token '').
 */
export async function viewCart(db: Queryable, token: string, world: World, baseUrl: string, options: { anonymousOnly?: boolean } = {}): Promise<Cart> {
  // Prepared (issue 17): planning this statement took 4-8 ms, running it 0.4 ms.
  const all = await prepared<CartViewRow>(db, cartViewSql('', 'cart_items'), [token, world, options.anonymousOnly === true]);
  // anonymousOnly: a token of no cart, or of a user's, is no cart of this visitor (findCart's rule).
  return cartFromRows(all, options.anonymousOnly && !all[0] ? '' : token, world, baseUrl);
}

/**
 * viewCart's statement ($1 token, $2 world, $3 anonymous only) over the cart items of relation
 * `items`, after the statement's own common table expressions `before` and with its `extra` columns
 * (addToAnonymousCart's).
 */
function cartViewSql(before: string, items: string, extra = ''): string {
  return `WITH ${before}cart_subjects AS MATERIALIZED (
       -- The subjects of this cart's materials, read once for all of them (not 324 rows per material).
       SELECT s.id, s.title FROM subjects s
        WHERE s.id IN (SELECT unnest(mc.subject_ids) FROM ${items} cc JOIN materials mc ON mc.id = cc.material_id WHERE cc.cart_token = $1))
     SELECT c.voucher_code, c.used_credits_cents, v.code AS v_code, v.world AS v_world, v.kind AS v_kind, v.value AS v_value,
            v.min_order_cents AS v_min_order_cents, coalesce(v.valid_until < now(), false) AS v_expired,
            coalesce(v.uses >= v.max_uses, false) AS v_used_up, v.seller_id AS v_seller_id, v.active AS v_active, i.*${extra}
       FROM carts c
       LEFT JOIN vouchers v ON v.code = c.voucher_code
       LEFT JOIN LATERAL (
         SELECT ${SUMMARY_COLUMNS_BUT_SUBJECTS}, ${subjectsFrom('cart_subjects')}, ci.added_at AS cart_added_at,
                -- The bundles that contain this material (index bundle_items_material); cartFromRows keeps
                -- those that are rows of this view. Matching them against the cart here made the planner
                -- visit every cart item for every item (13 items: 169 loops, half the statement's time).
                ARRAY(SELECT b.bundle_id FROM bundle_items b WHERE b.material_id = m.id ORDER BY b.bundle_id) AS in_bundles
           FROM ${SUMMARY_FROM} JOIN ${items} ci ON ci.material_id = m.id
          WHERE ci.cart_token = c.token AND m.world = $2 AND m.status = 'published'
       ) i ON true
      WHERE c.token = $1 AND (NOT $3::boolean OR c.user_id IS NULL)
      ORDER BY i.cart_added_at, i.id`;
}

/** What addToAnonymousCart found: the material (undefined: none published), the cart's size before, and the view after. */
export interface AnonymousAddition {
  material: { world: string; final_price_cents: number } | undefined;
  count: number;
  cart: Cart;
}

/**
 * A returning anonymous visitor's addition (issue 17: each statement is a round trip that waits its
 * turn in a busy event loop): the material's checks, the size check, the addition, the cart's time and
 * the view with the new item in ONE statement (a statement does not see its own insert, so the view
 * reads the cart's items and the inserted row). Nothing is added unless the material is published in
 * this world, not free, and the cart has room; the caller refuses those. null: the token is no
 * anonymous cart (the caller makes a fresh one).
 */
export async function addToAnonymousCart(db: Queryable, token: string, materialId: number, world: World, baseUrl: string, maxItems: number): Promise<AnonymousAddition | null> {
  const all = await prepared<CartViewRow & { f_world: string | null; f_price: number | null; k_n: number }>(db, cartViewSql(
    `found AS (SELECT m.world, m.final_price_cents FROM materials m WHERE m.id = $4::int AND m.status = 'published'),
     cart AS (SELECT c.token, (SELECT count(*)::int FROM cart_items ci WHERE ci.cart_token = c.token) AS n
                FROM carts c WHERE c.token = $1 AND c.user_id IS NULL),
     fits AS (SELECT cart.token FROM cart, found WHERE found.world = $2 AND found.final_price_cents > 0 AND cart.n < $5::int),
     added AS (INSERT INTO cart_items (cart_token, material_id) SELECT fits.token, $4::int FROM fits ON CONFLICT DO NOTHING
               RETURNING cart_token, material_id, added_at),
     touched AS (UPDATE carts SET updated_at = now() WHERE token = (SELECT fits.token FROM fits)),
     items AS (SELECT cart_token, material_id, added_at FROM cart_items WHERE cart_token = $1
               UNION ALL SELECT cart_token, material_id, added_at FROM added),
    `, 'items', ', (SELECT found.world FROM found) AS f_world, (SELECT found.final_price_cents FROM found) AS f_price, (SELECT cart.n FROM cart) AS k_n',
  ),
  [token, world, true, materialId, maxItems]);
  const first = all[0];
  if (!first) return null;
  return {
    material: first.f_world === null ? undefined : { world: first.f_world, final_price_cents: first.f_price ?? 0 },
    count: first.k_n,
    cart: cartFromRows(all, token, world, baseUrl),
  };
}

/**
 * The answer for a cart made by its first addition (issue 17): its one material's summary row was
 * read by the statement that made the cart, so nothing else is read. Same shape as viewCart's.
 */
export function newCartView(row: SummaryRow, token: string, world: World, baseUrl: string): Cart {
  return cartFromRows([{
    ...row, in_bundles: [], voucher_code: null, used_credits_cents: 0, v_code: null, v_world: null, v_kind: 'percent', v_value: 0,
    v_min_order_cents: 0, v_expired: false, v_used_up: false, v_seller_id: null, v_active: false,
  }], token, world, baseUrl);
}

function cartFromRows(all: CartViewRow[], token: string, world: World, baseUrl: string): Cart {
  const cart = all[0];
  const rows = all.filter((r): r is CartViewRow & { id: number } => r.id !== null);
  // The bundles of this view (same cart, world, published: its rows) that contain a row's material.
  const shown = new Set(rows.map((r) => r.id));
  const overlap = rows.flatMap((r) => (r.in_bundles ?? []).filter((bundleId) => shown.has(bundleId)).map((bundleId) => ({ bundle_id: bundleId, material_id: r.id })));
  const inBundle = new Set(overlap.map((o) => o.material_id));
  const originalCents = rows.filter((r) => !inBundle.has(r.id)).reduce((sum, r) => sum + r.final_price_cents, 0);
  let voucher: Cart['voucher'] = null;
  let voucherError: string | null = null;
  let discountCents = 0;
  if (cart?.voucher_code) {
    const v: VoucherRow | null = cart.v_code === null ? null : {
      code: cart.v_code, world: cart.v_world, kind: cart.v_kind, value: cart.v_value, min_order_cents: cart.v_min_order_cents,
      expired: cart.v_expired, used_up: cart.v_used_up, seller_id: cart.v_seller_id, active: cart.v_active,
    };
    // A seller's voucher counts only that seller's (charged) materials.
    const baseCents = v?.seller_id == null ? originalCents
      : rows.filter((r) => !inBundle.has(r.id) && r.author_id === v.seller_id).reduce((sum, r) => sum + r.final_price_cents, 0);
    voucherError = v ? voucherProblem(v, world, baseCents) : 'voucher_not_found';
    if (v && !voucherError) {
      voucher = { code: v.code, type: v.kind, value: v.kind === 'percent' ? v.value : toMajor(v.value) };
      discountCents = v.kind === 'percent' ? Math.floor((baseCents * v.value) / 100) : Math.min(v.value, baseCents);
    }
  }
  const credits = Math.min(cart?.used_credits_cents ?? 0, originalCents - discountCents);
  return {
    token,
    cartItems: rows.map((r) => ({ ...toSummary(r, baseUrl), hasFixedPrice: true })),
    itemsInBundles: overlap.map((o) => ({ materialId: o.material_id, bundleId: o.bundle_id })),
    voucher,
    voucherError,
    usedCredits: toMajor(credits),
    originalPrice: toMajor(originalCents),
    totalVoucherDiscount: toMajor(discountCents),
    finalPrice: toMajor(originalCents - discountCents - credits),
    currencyCode: WORLD_INFO[world].currency,
  };
}
