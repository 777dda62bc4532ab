/**
 * The API role matrix (spec §6): every protected call against every role. One row per call; a new
 * call is one new line in PROTECTED (or PUBLIC when anyone may use it): the coverage test fails
 * until every route the app registers is in one of the two lists.
 *
 * Expected per role: a status, or PASS = "got past the gate" (the call's own answer, 2xx or a 4xx
 * about the input such as 400/404/409, never 401/403/5xx) where the answer depends on data.
 */
import { anonymousToken, bearer, fixtureUser, login, startApi, type TestApi } from './helpers';

const ROLES = ['none', 'anonymous', 'user', 'seller', 'member', 'admin', 'operator', 'terms'] as const;
type Role = (typeof ROLES)[number];
const PASS = 'pass';
type Expected = number | typeof PASS;
type Profile = Record<Role, Expected>;

const gate = (allowed: Expected, over: Partial<Profile> = {}): Profile => ({
  none: 401, anonymous: 401, user: allowed, seller: allowed, member: allowed, admin: allowed, operator: allowed, terms: 401, ...over,
});
/** Any logged-in user who accepted the terms (spec §6 terms gate: terms_not_accepted otherwise). */
const USER = gate(PASS);
const ok = (status: number) => gate(status);
/** Only school account members (spec §6): other users 403. */
const SCHOOL = (status: Expected) => gate(status, { user: 403, seller: 403, operator: 403 });
/** Only the school admin (role master). */
const SCHOOL_ADMIN = gate(PASS, { user: 403, seller: 403, member: 403, operator: 403 });
/** Only an operator (login-as, spec §6 impersonation). */
const OPERATOR = gate(PASS, { user: 403, seller: 403, member: 403, admin: 403 });
/** Only the material's author (M is the seller's material). */
const AUTHOR = gate(PASS, { user: 403, member: 403, admin: 403, operator: 403 });
/** Only sellers (payout account, vouchers: only sellers have sales). */
const SELLER = gate(PASS, { user: 403, member: 403, admin: 403, operator: 403 });
/** Only who bought the material (the buyer bought M in beforeAll). */
const BOUGHT_IT = gate(403, { user: PASS });
/** Downloads: who bought it, and its author. */
const BOUGHT_OR_AUTHOR = gate(403, { user: PASS, seller: PASS });
/** Terms calls themselves skip the gate, so the terms-not-accepted user can reach them. */
const TERMS_EXEMPT = gate(PASS, { terms: PASS });

type Body = Record<string, unknown> | (() => Record<string, unknown>);
type Row = [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, profile: Profile, body?: Body];
// M: a published material of the seller that the buyer bought, found in beforeAll; "M" in a url is replaced by its id.
let material = 0;
const billing = { name: 'Bea Buyer', street: 'Hauptstr. 1', postcode: '10115', city: 'Berlin', country: 'DE' };
const sub = () => ({ subjectId: material, subjectType: 'material' });

const PROTECTED: Row[] = [
  ['GET', '/v1/user', TERMS_EXEMPT],
  ['GET', '/v1/user/bought-materials', ok(200)],
  ['GET', '/v3/interactive/my-materials', ok(200)],
  ['GET', '/v1/user/details', USER],
  ['POST', '/v1/user/details', USER, { subtitle: 'Matrix' }],
  ['POST', '/v3/user-details/avatar', USER],
  ['POST', '/v3/user-details/background', USER],
  ['POST', '/v3/user-details/remove-background', USER],
  ['POST', '/v3/user/change-email', USER, { newEmail: 'new-matrix@teachmarket.test', password: 'teachmarket' }],
  ['POST', '/v3/oauth2/login-as', OPERATOR, { email: 'buyer@teachmarket.test' }],
  ['GET', '/v1/materials/M/download', BOUGHT_OR_AUTHOR],
  ['POST', '/v1/materials/M/comments', USER, { body: 'Matrix comment' }],
  ['PUT', '/v1/materials/M/comments/999999', USER, { body: 'Matrix edit' }],
  ['DELETE', '/v1/materials/M/comments/999999', USER],
  ['POST', '/v1/materials/M/comments/999999/report', USER, { reason: 'spam' }],
  // reports of reviews and materials (issue 19): any logged-in reader (999999: no such review / material, nothing stored)
  ['POST', '/v1/materials/M/ratings/999999/report', USER, { reason: 'spam' }],
  ['POST', '/v1/materials/999999/report', USER, { reason: 'spam' }],
  ['PUT', '/v1/materials/M/ratings/999999/reply', AUTHOR, { text: 'Matrix answer' }],
  ['POST', '/v1/materials/M/ratings', BOUGHT_IT, { stars: 5 }],
  ['POST', '/v1/authors/2/follow', USER],
  ['POST', '/v1/authors/2/unfollow', USER],
  ['POST', '/v1/orders', USER, { paymentMethod: 'invoice', useCredits: false, billing }],
  ['GET', '/v1/orders', USER],
  ['GET', '/v1/orders/999999', USER],
  ['GET', '/v1/orders/999999/invoice', USER],
  ['POST', '/v3/ai/description/generate', AUTHOR, () => ({ materialId: material })],
  ['GET', '/v3/ai/description/history?materialId=M', AUTHOR],
  ['POST', '/v3/ai/description/check', USER, { description: 'Matrix' }],
  ['POST', '/v3/ai/quiz/generate', USER, { text: 'Photosynthese', questions: 1 }],
  ['GET', '/v3/ai/quiz/999999/download', USER],
  ['POST', '/v3/ai-tools/generate', USER, { toolId: 'quiz', input: { topic: 'Brüche', questions: 1 } }],
  ['GET', '/v3/ai-tools/documents', USER],
  ['GET', '/v3/ai-tools/documents/999999', USER],
  ['POST', '/v3/ai-tools/documents/999999/title', USER, { title: 'Matrix' }],
  ['POST', '/v3/ai-tools/documents/999999/save', USER],
  ['POST', '/v3/ai-tools/documents/999999/delete', USER],
  ['POST', '/v3/ai-tools/documents/999999/refine', USER, { instruction: 'shorter' }],
  ['GET', '/v3/ai-tools/documents/999999/download', USER],
  ['GET', '/v3/personalisations/get', USER],
  ['POST', '/v3/personalisations/popup-shown', USER],
  ['POST', '/v3/personalisations/save', USER, { schoolTypes: ['primary'], subjects: [] }],
  ['GET', '/v3/terms/is-accepted', TERMS_EXEMPT],
  ['POST', '/v3/terms/accept', TERMS_EXEMPT, { version: 1 }],
  ['GET', '/v3/terms/upcoming', TERMS_EXEMPT],
  ['POST', '/v3/terms/upcoming/accept', USER, { id: '0000000000000000' }],
  ['GET', '/v3/following/materials', ok(200)],
  ['GET', '/v3/following/posts', ok(200)],
  ['POST', '/v3/recommendations', USER, () => ({ materialId: material, email: 'friend@example.org' })],
  ['POST', '/v3/schools/invitations', SCHOOL_ADMIN, { email: 'new-teacher@example.org' }],
  // school accounts: nothing here changes who is in which school (a blank name, unknown ids and tokens)
  ['GET', '/v3/schools/mine', SCHOOL(200)],
  ['POST', '/v3/schools', USER, { name: '   ', schoolType: 'primary', street: 'Hauptstr. 1', postcode: '10115', city: 'Berlin', country: 'DE' }],
  ['PUT', '/v3/schools/mine/address', SCHOOL_ADMIN, { street: 'Schulweg 1', postcode: '10115', city: 'Berlin', country: 'DE' }],
  ['POST', '/v3/schools/mine/verification', SCHOOL_ADMIN, { domain: 'example.org' }],
  ['DELETE', '/v3/schools/members/999999', SCHOOL_ADMIN],
  ['POST', '/v3/schools/transfer-admin', SCHOOL_ADMIN, { userId: 999999 }],
  ['DELETE', '/v3/schools/invitations/999999', SCHOOL_ADMIN],
  ['GET', '/v3/school-invitations/1234567890', USER],
  ['POST', '/v3/school-invitations/accept', USER, { token: '1234567890' }],
  ['POST', '/v3/school-invitations/decline', USER, { token: '1234567890' }],
  ['POST', '/v3/uploads/material', USER],
  ['GET', '/v3/uploads/materials', USER],
  ['GET', '/v3/uploads/material/999999', USER],
  ['DELETE', '/v3/uploads/material/999999', USER],
  ['POST', '/v3/uploads/material/999999', USER, { title: 'Matrix' }],
  ['POST', '/v3/uploads/material/999999/publish', USER],
  ['POST', '/v3/uploads/material/999999/withdraw', USER],
  ['POST', '/v3/uploads/material/999999/republish', USER],
  // previews of an own material (issue 12): only its author
  ['GET', '/v3/uploads/material/M/previews', AUTHOR],
  ['POST', '/v3/uploads/material/M/previews', AUTHOR, { pages: 3 }],
  ['POST', '/v3/uploads/material/M/previews/retry', AUTHOR],
  ['POST', '/v3/uploads/material/M/file', AUTHOR],
  // several files per material (issue 12): only its author adds or removes one
  ['POST', '/v3/uploads/material/M/files', AUTHOR],
  ['DELETE', '/v3/uploads/material/M/files/7', AUTHOR],
  // favourites, school wishlist, folders, item tags (collections)
  ['POST', '/v3/subscriptions/subscribe', ok(200), sub],
  ['POST', '/v3/subscriptions/unsubscribe', ok(200), sub],
  ['POST', '/v3/subscriptions/anonymous/persist', ok(200), { token: 'matrix_token_abcdefgh' }],
  ['POST', '/v3/elastic-indexer/wishlist/query', ok(200), { limit: 200 }],
  ['POST', '/v3/subscriptions/subscribe/school', SCHOOL(200), sub],
  ['POST', '/v3/subscriptions/unsubscribe/school', SCHOOL(200), sub],
  ['POST', '/v3/elastic-indexer/wishlist/school/query', SCHOOL(200), {}],
  ['POST', '/v3/folders/materials/query', ok(200), {}],
  ['POST', '/v3/folders/create', ok(201), { title: 'Matrix', folder_type: 'favorite' }],
  ['POST', '/v3/folders/materials/M/sync', ok(200), { folder_ids: [], folder_type: 'favorite' }],
  ['POST', '/v3/folders/update-by-query', ok(200), { query: { folder_type: 'favorite' }, set: { is_public: false } }],
  ['POST', '/v3/folders/archive/add-by-query', ok(200), { query: { folder_type: 'own' } }],
  ['POST', '/v3/folders/archive/delete-by-query', ok(200), { query: { folder_type: 'own' } }],
  ['POST', '/v3/folders/materials/add-by-query', ok(200), () => ({ query: { folder_type: 'favorite' }, material_ids: [material] })],
  ['POST', '/v3/folders/delete-by-query', ok(200), { query: { folder_type: 'favorite' } }],
  ['GET', '/v1/subscriptions', ok(200)],
  // account settings (cabinet): a too-short new password is the caller's own 400, past the gate
  ['POST', '/v3/user/change-password', USER, { currentPassword: 'x', newPassword: 'short' }],
  ['GET', '/v1/account/billing-address', USER],
  ['PUT', '/v1/account/billing-address', USER, {}],
  ['GET', '/v1/account/mail-settings', USER],
  ['PUT', '/v1/account/mail-settings', USER, { newMaterials: true, sales: true, newsletter: false }],
  ['GET', '/v1/account/credits', USER],
  ['GET', '/v1/account/bank-details', SELLER],
  ['PUT', '/v1/account/bank-details', SELLER, { accountHolder: 'Sam Seller', iban: 'DE89370400440532013000' }],
  ['GET', '/v1/account/vouchers', SELLER],
  ['POST', '/v1/account/vouchers', SELLER, { code: '20262026', type: 'percent', value: 10 }],
  ['POST', '/v1/account/vouchers/20262026/deactivate', SELLER],
  // seller cabinet: sales, evaluation, fee, post editor; the NPS survey (any user)
  ['GET', '/v1/seller/sales', SELLER],
  ['GET', '/v1/seller/evaluations', SELLER],
  ['GET', '/v1/seller/fee', SELLER],
  // seller money (issue 12): CSV export, balance, monthly statements
  ['GET', '/v1/seller/sales/export', SELLER],
  ['GET', '/v1/seller/balance', SELLER],
  ['GET', '/v1/seller/statements', SELLER],
  ['GET', '/v1/seller/statements/2020-01', SELLER],
  ['GET', '/v1/account/blog-posts', SELLER],
  ['POST', '/v1/blog-posts', SELLER, { title: 'Matrix post', source: 'A post written by the role matrix.' }],
  ['PUT', '/v1/blog-posts/999999', SELLER, { title: 'Matrix post', source: 'A post written by the role matrix.' }],
  ['DELETE', '/v1/blog-posts/999999', SELLER],
  ['GET', '/v1/account/nps', USER],
  ['POST', '/v1/account/nps', USER, { score: 11 }],
  // referrals (cabinet /invitation): any logged-in user
  ['GET', '/v1/referrals', USER],
  ['POST', '/v1/referrals/invitations', USER, { email: 'matrix-colleague@example.org' }],
  ['GET', '/v3/item-tags', ok(200)],
  // operator money API (issue 12): orders awaiting payment, mark paid / cancel / refund, payouts, SEPA file; operators only
  ['GET', '/v1/operator/orders', OPERATOR],
  ['POST', '/v1/operator/orders/999999/mark-paid', OPERATOR, { paidOn: '2026-01-01', reference: 'MATRIX-1' }],
  ['POST', '/v1/operator/orders/999999/cancel', OPERATOR, { reason: 'Role matrix' }],
  ['POST', '/v1/operator/orders/999999/refund', OPERATOR, { reason: 'Role matrix' }],
  ['GET', '/v1/operator/payouts', OPERATOR],
  ['POST', '/v1/operator/payouts/run', OPERATOR],
  ['POST', '/v1/operator/payouts/999999/mark-paid', OPERATOR, { paidOn: '2026-01-01', reference: 'MATRIX-1' }],
  ['GET', '/v1/operator/payouts/sepa', OPERATOR],
  ['GET', '/v1/operator/errors', OPERATOR],
  // operator console (issue 19): school verification, users, the audit log; operators only (999999: no such school / user)
  ['GET', '/v1/operator/schools/verification-requests', OPERATOR],
  ['POST', '/v1/operator/schools/999999/verification/approve', OPERATOR],
  ['POST', '/v1/operator/schools/999999/verification/reject', OPERATOR, { reason: 'Role matrix' }],
  ['GET', '/v1/operator/users?q=buyer', OPERATOR],
  ['GET', '/v1/operator/users/999999', OPERATOR],
  ['POST', '/v1/operator/users/999999/lock', OPERATOR, { reason: 'Role matrix' }],
  ['POST', '/v1/operator/users/999999/unlock', OPERATOR],
  ['POST', '/v1/operator/users/999999/resend-confirmation', OPERATOR],
  ['GET', '/v1/operator/audit', OPERATOR],
  // remotes per world (issue 19): the registry, its checks, saves, history, return and health; operators only
  // (999999: a saved version that does not exist, so nothing is saved)
  ['GET', '/v1/operator/remotes', OPERATOR],
  ['GET', '/v1/operator/remotes/health', OPERATOR],
  ['GET', '/v1/operator/remotes/history', OPERATOR],
  ['POST', '/v1/operator/remotes/check', OPERATOR, { registry: { remotes: {} } }],
  ['PUT', '/v1/operator/remotes', OPERATOR, { registry: { remotes: {} }, basedOn: 999999, action: 'pin' }],
  ['POST', '/v1/operator/remotes/history/999999/restore', OPERATOR, { basedOn: 999999 }],
  // moderation (issue 19): reported comments, reviews, materials; operators only (999999: nothing to decide)
  ['GET', '/v1/operator/moderation/comments', OPERATOR],
  ['POST', '/v1/operator/moderation/comments/999999', OPERATOR, { decision: 'keep' }],
  ['GET', '/v1/operator/moderation/reviews', OPERATOR],
  ['POST', '/v1/operator/moderation/reviews/999999', OPERATOR, { decision: 'keep' }],
  ['GET', '/v1/operator/moderation/materials', OPERATOR],
  ['POST', '/v1/operator/moderation/materials/999999', OPERATOR, { decision: 'keep' }],
  ['GET', '/v1/operator/materials?q=matrix', OPERATOR],
  ['POST', '/v1/operator/materials/999999/unpublish', OPERATOR, { reason: 'Role matrix' }],
  // the bell's list and its read mark (s17 QA3): any logged-in user, their own rows only
  ['GET', '/v3/notifications', ok(200)],
  ['POST', '/v3/notifications/read', ok(200), { ids: ['matrix-none'] }],
  ['POST', '/v3/item-tags', ok(200), () => ({ material_id: material, tag: 'matrix', action: 'add' })],
];

/** Calls anyone may make (personalised at most): listed so the coverage test knows they are not forgotten. */
const PUBLIC = [
  'GET /health', 'POST /v3/oauth2/authenticate', 'GET /v3/oauth2/validate', 'GET /v3/oauth2/logout', 'GET /v3/oauth2/providers',
  'GET /v1/search', 'GET /v1/suggest', 'GET /v1/filters', 'GET /v3/mega-menu/get-subjects', 'GET /v1/materials/{id}',
  'GET /v1/materials/{id}/comments', 'GET /v1/materials/{id}/ratings', 'GET /v1/materials/{id}/ratings/eligibility', 'GET /v1/authors/{id}', 'GET /v1/authors/{id}/materials',
  'GET /v1/blog-posts', 'GET /v1/blog-posts/{id}', 'GET /v1/cart/view', 'POST /v1/cart/add', 'POST /v1/cart/remove', 'POST /v1/cart/voucher',
  'GET /v1/payment-options', 'GET /v1/help/topics', 'GET /v3/ai-tools/query', 'GET /v3/ai/provider', 'POST /v3/location/set-country',
  'GET /v3/location/get-country', 'GET /v3/currency', 'GET /v3/notifications/ws', 'POST /v3/events/track', 'GET /v3/terms/get', 'GET /images/previews/{id}/{file}', 'GET /images/avatars/{file}',
  'GET /images/backgrounds/{file}', 'GET /images/resize', 'GET /images/crop', 'GET /images/convert', 'GET /uploads/{area}/{file}',
  'POST /v3/subscriptions/anonymous/subscribe', 'POST /v3/subscriptions/anonymous/unsubscribe', 'POST /v3/subscriptions/anonymous/list',
  'POST /v3/elastic-indexer/anonymous-wishlist/query', 'POST /v3/folders/public/query', 'GET /v1/users/{id}/profile', 'GET /v1/users/{id}/followings', 'POST /v3/user-details/query',
  // who sent a referral link: the inviter's public name only, 404 for an unknown code (s17 QA3)
  'GET /v1/referrals/codes/{code}',
  'POST /v3/registration', 'POST /v3/registration/confirm', 'POST /v3/password/forgot', 'POST /v3/password/recover',
  'GET /v1/subscriptions/{partition}/{token}', 'POST /v1/subscriptions/{partition}/{token}', 'GET /v3/registration/complete/{token}',
  'POST /v3/registration/complete', 'POST /v3/user/change-email/confirm', 'POST /v3/free-material-download/request',
  'GET /v3/free-material-download/{token}', 'GET /v3/free-material-download/{token}/file', 'GET /v3/recommendations/{token}',
  'POST /v3/recommendations/{token}/visit', 'GET /dev/outbox', 'GET /dev/outbox/{id}/html', 'POST /dev/mail-link-tokens',
  // the rating e-mail's token proves the purchase (api/src/routes/materials/rating-links.ts)
  'GET /v3/rating-links/{token}', 'POST /v3/rating-links/{token}',
  // a payment provider's webhook: its signature is the authentication (api/src/payments/)
  'POST /v1/payments/{provider}/webhook',
  // the registry the servers serve as /remotes.json, which is public anyway (scripts/serve.mjs polls it; issue 19)
  'GET /v1/remotes/registry',
  // sitemaps for crawlers (issue 15): public pages only, nothing personal (api/src/routes/seo/sitemaps.ts)
  'GET /v1/seo/sitemap.xml', 'GET /v1/seo/sitemaps/{file}',
  // the browsers' error reports (issue 19): the DSN key, not a login, admits them (api/src/routes/client-errors/intake.ts)
  'POST /api/{project}/store/', 'POST /api/{project}/envelope/',
];

let api: TestApi;
const tokens = {} as Record<Role, string | null>;
beforeAll(async () => {
  api = await startApi();
  const [m] = await api.db.query<{ id: number }>(
    `SELECT m.id FROM materials m JOIN users u ON u.id = m.author_id WHERE u.email = 'seller@teachmarket.test' AND m.status = 'published' ORDER BY m.id LIMIT 1`,
  );
  material = m?.id ?? 1;
  await api.db.query(
    `INSERT INTO purchases (user_id, material_id, price_cents) SELECT id, $1, 0 FROM users WHERE email = 'buyer@teachmarket.test' ON CONFLICT DO NOTHING`, [material],
  );
  const [school] = await api.db.query<{ school_id: number }>(`SELECT school_id FROM users WHERE email = 'school-admin@teachmarket.test'`);
  tokens.none = null;
  tokens.anonymous = await anonymousToken(api);
  tokens.user = await login(api, 'buyer@teachmarket.test');
  tokens.seller = await login(api, 'seller@teachmarket.test');
  tokens.member = (await fixtureUser(api, { school_id: school?.school_id ?? null, school_role: 'member' })).token;
  tokens.admin = await login(api, 'school-admin@teachmarket.test');
  tokens.operator = await login(api, 'operator@teachmarket.test');
  tokens.terms = await login(api, 'terms@teachmarket.test');
});
afterAll(() => api.close());

async function statusOf(role: Role, [method, url, , body]: Row): Promise<number> {
  const path = url.replace(/\bM\b/, String(material));
  const token = tokens[role];
  const payload = typeof body === 'function' ? body() : body;
  const res = await api.app.inject({ method, url: path, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  // spec §4: the terms gate answers 401 with reason terms_not_accepted; any other 401 is not the gate.
  if (res.statusCode === 401 && role === 'terms' && res.json<{ reason?: string }>().reason !== 'terms_not_accepted') return -401;
  return res.statusCode;
}

describe.each(PROTECTED)('%s %s', (...row) => {
  it('answers each role as the matrix says', async () => {
    const profile = row[2];
    const actual = {} as Record<Role, Expected>;
    for (const role of ROLES) {
      const status = await statusOf(role, row);
      const gated = status === 401 || status === 403 || status >= 500 || status < 0;
      actual[role] = profile[role] === PASS && !gated ? PASS : status;
    }
    expect(actual).toEqual(profile);
  });
});

// Every call that needs a login checks it before the body (preValidation: loggedIn / sellersOnly …), so
// a caller without one learns no body rules: an empty body answers 401, not 400 (issue 14 found
// POST /v3/schools/invitations answering 400; 34 more calls did the same).
it('every call that needs a login answers a caller without one 401 for an empty body, before validating it', async () => {
  const needsLogin = PROTECTED.filter(([method, , profile]) => method !== 'GET' && method !== 'DELETE' && profile.none === 401);
  const answers = await Promise.all(
    needsLogin.map(async ([method, url]) => `${method} ${url} ${(await api.app.inject({ method, url: url.replace(/\bM\b/, String(material)), payload: {} })).statusCode}`),
  );
  expect(answers).toContain('POST /v3/schools/invitations 401');
  expect(answers.filter((a) => !a.endsWith(' 401'))).toEqual([]);
});

it('every route the API registers is in PROTECTED or PUBLIC (add a row when you add a call)', () => {
  const paths = (api.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  const listed = new Set([...PUBLIC, ...PROTECTED.map(([method, url]) => `${method} ${url.split('?')[0]?.replace(/\/(M|\d+|\d{4}-\d{2})(?=\/|$)/g, '/{id}')}`)]);
  const normalise = (path: string) => path.replace(/\{[^}]+\}/g, '{id}');
  const missing = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`).filter((key) => !listed.has(key) && !listed.has(normalise(key)) && ![...listed].some((l) => normalise(l) === normalise(key))),
  );
  expect(missing).toEqual([]);
});
