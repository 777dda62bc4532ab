/**
 * The fixed request lists of the bench: searches over varied terms (narrow, broad, several words,
 * other worlds) with and without filters, sorts and pages; browsing without text; suggest prefixes
 * and typos; material ids. Subject ids 1-12 are de's, 13-24 es', 25-36 fr's (seed order).
 */
const SEARCHES = [
  'q=Bruch', 'q=Mathematik', 'q=Arbeitsblatt%20Photosynthese', 'q=Geschichte', 'q=Klasse%205', 'q=Deutsch%20Grammatik',
  'q=Arbeitsblatt', 'q=Pr%C3%A4sentation', 'q=Lernspiel%20Englisch', 'q=Mittelalter', 'q=Zellaufbau', 'q=Photosynthese&sort=newest',
  'q=Mathematik&class_grade=5&class_grade=6', 'q=Arbeitsblatt&price=free', 'q=Bruch&material_type=worksheet', 'q=Geschichte&page=2',
  'q=Klasse&school_type=primary&subject=1', 'q=Englisch&sort=price_asc', '', 'subject=1', 'class_grade=3', 'price=free&sort=newest',
  'school_type=secondary_ii&subject=4', 'material_type=test&class_grade=7&class_grade=8', 'sort=rating', 'page=3&per_page=48',
];
const OTHER_WORLDS = ['world=fr&q=fiche', 'world=fr&q=math%C3%A9matiques', 'world=es&q=fracciones', 'world=es&subject=13', 'world=it&q=scheda'];

export const searchPaths: string[] = [
  ...SEARCHES.map((s) => `/v1/search?world=de${s ? `&${s}` : ''}`),
  ...OTHER_WORLDS.map((s) => `/v1/search?${s}`),
];

/** Suggest's queries: prefixes of 1-5 characters, longer words, a typo, two words. */
export const SUGGEST_KINDS = ['Mat', 'Mathe', 'Mathemtik', 'Bruc', 'Photo', 'Gesch', 'k', 'Arbeitsblatt Ph', 'Hoffm', 'Klasse 5'] as const;
export const suggestPaths: string[] = SUGGEST_KINDS.map((q) => `/v1/suggest?world=de&q=${encodeURIComponent(q)}`);

/** Material pages: the first 1,000 ids (as the bench before issue 17 did). */
export const materialPath = (materials: number) => `/v1/materials/${1 + Math.floor(Math.random() * Math.min(materials, 1000))}?world=de`;
export const materialPaths = (materials: number) =>
  Array.from({ length: Math.min(materials, 1000) }, (_, i) => `/v1/materials/${i + 1}?world=de`);

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A visitor's home page reads (menu, newest, blog), the same for every visitor. */
export const homePaths = ['/v3/mega-menu/get-subjects?world=de', '/v1/search?world=de&sort=newest&per_page=12', '/v1/blog-posts?world=de&page=1&per_page=12'];

/** The request kinds of one visitor, in visitorRequests' order (the bench's per-kind breakdown). */
export const VISITOR_KINDS = ['menu', 'newest', 'blog', 'search', 'material', 'cart add', 'cart view'] as const;

/**
 * Issue 17's mixed run: one connection is one visitor going home (menu, newest, blog), searching,
 * opening a material, adding a paid material to the cart it keeps (X-Cart-Token) and viewing the cart.
 */
export function visitorRequests(paidIds: readonly number[], materials: number): Array<Record<string, unknown>> {
  type Context = { cart?: string };
  const withCart = (context: Context) => (context.cart ? { 'x-cart-token': context.cart } : {});
  const keepCart = (_status: number, _body: string, context: Context, headers: Record<string, string>) => {
    if (headers['x-cart-token']) context.cart = headers['x-cart-token'];
  };
  return [
    ...homePaths.map((path) => ({ method: 'GET', path })),
    { method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: pick(searchPaths) }) },
    { method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: materialPath(materials) }) },
    {
      method: 'POST',
      setupRequest: (req: Record<string, unknown>, context: Context) => ({
        ...req, path: '/v1/cart/add?world=de', headers: { 'content-type': 'application/json', ...withCart(context) },
        body: JSON.stringify({ material_id: pick(paidIds) }),
      }),
      onResponse: keepCart,
    },
    {
      method: 'GET',
      setupRequest: (req: Record<string, unknown>, context: Context) => ({ ...req, path: '/v1/cart/view?world=de', headers: withCart(context) }),
      onResponse: keepCart,
    },
  ];
}
