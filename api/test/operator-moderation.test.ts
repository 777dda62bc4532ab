/**
 * Issue 19 "moderation": readers report comments, reviews and materials; operators decide. Each test
 * reads back what the public sees afterwards (the material's comments and reviews, the catalogue's
 * material page, the author's mail), not only the operator's answer, and that the decision is in the
 * audit log.
 */
import { insertMaterial } from './commerce';
import { bearer, fixtureUser, json, login, setupApi } from './helpers';
import { mailedMails } from './mailbox';
import { REPORT_LIMIT } from '@teachmarket/contracts/rules';

const api = setupApi();
let operator = '';
beforeAll(async () => {
  operator = await login(api, 'operator@teachmarket.test');
});

const call = (method: 'GET' | 'POST', url: string, token = operator, payload?: object) =>
  api.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const auditOf = async (type: string, id: number) => json(await call('GET', `/v1/operator/audit?subject_type=${type}&subject_id=${id}`)).items;

/** A published material of a fresh seller, a comment on it by one user, reported by two others. */
async function reportedComment(body: string) {
  const seller = await fixtureUser(api, { is_seller: true });
  const materialId = await insertMaterial(api, seller.id, `Moderation ${body}`, 300);
  const writer = await fixtureUser(api);
  const posted = await call('POST', `/v1/materials/${materialId}/comments?world=de`, writer.token, { body });
  expect(posted.statusCode).toBe(201);
  const commentId = json(posted).item.id as number;
  for (const reason of ['spam', 'offensive']) {
    const reporter = await fixtureUser(api);
    // Issue 18: a comment is reported like a review, with optional words (plain text; blank is none).
    const text = reason === 'spam' ? 'Wirbt für <b>einen</b> anderen Shop' : '   ';
    expect((await call('POST', `/v1/materials/${materialId}/comments/${commentId}/report?world=de`, reporter.token, { reason, text })).statusCode).toBeLessThan(300);
  }
  return { materialId, commentId, writer };
}
const publicComments = async (materialId: number) =>
  (json(await api.app.inject({ method: 'GET', url: `/v1/materials/${materialId}/comments?world=de` })).items as { id: number }[]).map((c) => c.id);

describe('reported comments', () => {
  it('are queued with their reports; removing one takes it off the material page and is audited', async () => {
    const { materialId, commentId } = await reportedComment('Kauft das woanders billiger!');
    const queue = json(await call('GET', '/v1/operator/moderation/comments'));
    expect(queue.items.find((c: { id: number }) => c.id === commentId)).toMatchObject({
      reports: 2, reasons: expect.arrayContaining(['spam', 'offensive']), notes: ['Wirbt für <b>einen</b> anderen Shop'], material: { id: materialId },
    });
    // Words longer than the limit are refused (400), not stored.
    const reader = await fixtureUser(api);
    const long = await call('POST', `/v1/materials/${materialId}/comments/${commentId}/report?world=de`, reader.token, { reason: 'other', text: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(await publicComments(materialId)).toContain(commentId);

    const removed = await call('POST', `/v1/operator/moderation/comments/${commentId}`, operator, { decision: 'remove' });
    expect(json(removed)).toEqual({ id: commentId, decision: 'removed' });
    expect(await publicComments(materialId)).not.toContain(commentId);
    expect(json(await call('GET', '/v1/operator/moderation/comments')).items.map((c: { id: number }) => c.id)).not.toContain(commentId);
    expect(await auditOf('comment', commentId)).toEqual([expect.objectContaining({ action: 'comment.remove', before: expect.objectContaining({ body: 'Kauft das woanders billiger!', reports: 2 }), after: null })]);
  });

  it('keeping one settles its reports (it stays public); a later report queues it again; a second decision is a 409', async () => {
    const { materialId, commentId } = await reportedComment('Ganz normale Frage zum Material');
    expect(json(await call('POST', `/v1/operator/moderation/comments/${commentId}`, operator, { decision: 'keep' })).decision).toBe('kept');
    expect(await publicComments(materialId)).toContain(commentId);
    expect(json(await call('GET', '/v1/operator/moderation/comments')).items.map((c: { id: number }) => c.id)).not.toContain(commentId);
    const again = await call('POST', `/v1/operator/moderation/comments/${commentId}`, operator, { decision: 'remove' });
    expect([again.statusCode, json(again).error.code]).toEqual([409, 'not_reported']);
    // A new report after the decision brings it back.
    const late = await fixtureUser(api);
    await call('POST', `/v1/materials/${materialId}/comments/${commentId}/report?world=de`, late.token, { reason: 'other' });
    expect(json(await call('GET', '/v1/operator/moderation/comments')).items.find((c: { id: number }) => c.id === commentId)).toMatchObject({ reports: 1, reasons: ['other'] });
    expect((await auditOf('comment', commentId))[0]).toMatchObject({ action: 'comment.keep' });
  });
});

/** A published material of a fresh seller with a buyer's review (2 stars and `text`). */
async function reviewed(text: string | null) {
  const seller = await fixtureUser(api, { is_seller: true });
  const materialId = await insertMaterial(api, seller.id, `Moderation review ${text ?? 'stars'}`, 300);
  const buyer = await fixtureUser(api);
  const [review] = await api.db.query<{ id: number }>(
    'INSERT INTO ratings (material_id, user_id, stars, text) VALUES ($1, $2, 2, $3) RETURNING id', [materialId, buyer.id, text],
  );
  await api.db.query('UPDATE materials SET rating_sum = 2, rating_count = 1 WHERE id = $1', [materialId]);
  return { seller, materialId, buyer, reviewId: review!.id };
}
const reportReview = (materialId: number, reviewId: number, token: string, payload: object) =>
  call('POST', `/v1/materials/${materialId}/ratings/${reviewId}/report?world=de`, token, payload);
const reportMaterial = (materialId: number, token: string, payload: object) => call('POST', `/v1/materials/${materialId}/report?world=de`, token, payload);
const queued = async (kind: 'reviews' | 'materials') => json(await call('GET', `/v1/operator/moderation/${kind}?per_page=100`)).items as { id: number }[];

describe('readers report a review or a material', () => {
  it('once per reader, not their own, with a reason from the list and optional plain words; the queue shows count, reasons and words', async () => {
    const { seller, materialId, buyer, reviewId } = await reviewed('Der Autor ist ein Betrüger');
    const reader = await fixtureUser(api);
    expect((await reportReview(materialId, reviewId, '', { reason: 'spam' })).statusCode).toBe(401);
    expect(json(await reportReview(materialId, reviewId, buyer.token, { reason: 'spam' })).error.code).toBe('own_review');
    // Not a reason of the list, words past the limit, an unknown field: the caller's mistake, never stored.
    for (const payload of [{ reason: 'boring' }, { reason: 'spam', text: 'x'.repeat(501) }, { reason: 'spam', note: 'x' }, {}]) {
      expect((await reportReview(materialId, reviewId, reader.token, payload)).statusCode).toBe(400);
    }
    expect(await queued('reviews')).not.toContainEqual(expect.objectContaining({ id: reviewId }));
    // Markup and control characters are kept as plain text (the console writes them as text).
    const ok = await reportReview(materialId, reviewId, reader.token, { reason: 'offensive', text: '  <b>Beleidigt</b> den Autor\u0007  ' });
    expect([ok.statusCode, json(ok)]).toEqual([200, { id: reviewId }]);
    const again = await reportReview(materialId, reviewId, reader.token, { reason: 'spam' });
    expect([again.statusCode, json(again).error.code]).toEqual([409, 'already_reported']);
    const second = await fixtureUser(api);
    expect((await reportReview(materialId, reviewId, second.token, { reason: 'personal_data', text: '   ' })).statusCode).toBe(200);
    expect((await queued('reviews')).find((r) => r.id === reviewId)).toMatchObject({
      text: 'Der Autor ist ein Betrüger', stars: 2, reports: 2, reasons: ['personal_data', 'offensive'], notes: ['<b>Beleidigt</b> den Autor'], material: { id: materialId },
    });

    // The material: its author may not report it; a reader may, once.
    expect(json(await reportMaterial(materialId, seller.token, { reason: 'copyright' })).error.code).toBe('own_material');
    expect((await reportMaterial(materialId, reader.token, { reason: 'offensive_words' })).statusCode).toBe(400);
    expect((await reportMaterial(materialId, reader.token, { reason: 'copyright', text: 'Seiten aus dem Schulbuch „Mathe 5“' })).statusCode).toBe(200);
    expect(json(await reportMaterial(materialId, reader.token, { reason: 'spam' })).error.code).toBe('already_reported');
    expect((await queued('materials')).find((m) => m.id === materialId)).toMatchObject({
      status: 'published', reports: 1, reasons: ['copyright'], notes: ['Seiten aus dem Schulbuch „Mathe 5“'], author: { id: seller.id },
    });
  });

  it('answers unknown ids 404: a material that is not public, a rating of another material, a rating without text', async () => {
    const { materialId, reviewId } = await reviewed('Unbrauchbar');
    const stars = await reviewed(null);
    const reader = await fixtureUser(api);
    expect((await reportMaterial(999999, reader.token, { reason: 'spam' })).statusCode).toBe(404);
    expect((await reportReview(materialId, 999999, reader.token, { reason: 'spam' })).statusCode).toBe(404);
    expect((await reportReview(stars.materialId, reviewId, reader.token, { reason: 'spam' })).statusCode).toBe(404);
    expect((await reportReview(stars.materialId, stars.reviewId, reader.token, { reason: 'spam' })).statusCode).toBe(404);
    await api.db.query("UPDATE materials SET status = 'draft' WHERE id = $1", [materialId]);
    expect((await reportMaterial(materialId, reader.token, { reason: 'spam' })).statusCode).toBe(404);
    expect((await reportReview(materialId, reviewId, reader.token, { reason: 'spam' })).statusCode).toBe(404);
  });

  it(`a reader sends at most ${REPORT_LIMIT.count} reports (comments, reviews, materials) in ${REPORT_LIMIT.minutes} minutes: then 429 with Retry-After`, async () => {
    const reader = await fixtureUser(api);
    const seller = await fixtureUser(api, { is_seller: true });
    const ids: number[] = [];
    for (let i = 0; i <= REPORT_LIMIT.count; i += 1) ids.push(await insertMaterial(api, seller.id, `Moderation limit ${i}`, 300));
    for (const id of ids.slice(0, REPORT_LIMIT.count)) expect((await reportMaterial(id, reader.token, { reason: 'spam' })).statusCode).toBe(200);
    const over = await reportMaterial(ids[REPORT_LIMIT.count]!, reader.token, { reason: 'spam' });
    expect([over.statusCode, json(over).error.code]).toEqual([429, 'rate_limited']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const { materialId, commentId } = await reportedComment('Limit erreicht?');
    const comment = await call('POST', `/v1/materials/${materialId}/comments/${commentId}/report?world=de`, reader.token, { reason: 'spam' });
    expect(comment.statusCode).toBe(429);
    // Nothing past the limit was stored.
    const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM material_reports WHERE user_id = $1', [reader.id]);
    expect(row!.n).toBe(REPORT_LIMIT.count);
  });
});

describe('reviews', () => {
  it('removing a reported review\'s text keeps its stars (the average does not move); the public review has no text; audited', async () => {
    const { materialId, reviewId } = await reviewed('Der Autor ist ein Dieb');
    const review = { id: reviewId };
    // Only reported reviews wait for a decision.
    expect(await queued('reviews')).not.toContainEqual(expect.objectContaining({ id: reviewId }));
    expect((await call('POST', `/v1/operator/moderation/reviews/${reviewId}`, operator, { decision: 'keep' })).statusCode).toBe(409);
    await reportReview(materialId, reviewId, (await fixtureUser(api)).token, { reason: 'offensive' });
    expect((await queued('reviews')).find((r) => r.id === reviewId)).toMatchObject({ stars: 2, text: 'Der Autor ist ein Dieb', reports: 1, material: { id: materialId } });

    expect(json(await call('POST', `/v1/operator/moderation/reviews/${review!.id}`, operator, { decision: 'remove' })).decision).toBe('removed');
    const publicReviews = json(await api.app.inject({ method: 'GET', url: `/v1/materials/${materialId}/ratings?world=de` }));
    expect(JSON.stringify(publicReviews)).not.toContain('Dieb');
    const [material] = await api.db.query<{ rating_sum: number; rating_count: number }>('SELECT rating_sum, rating_count FROM materials WHERE id = $1', [materialId]);
    expect(material).toEqual({ rating_sum: 2, rating_count: 1 });
    expect(json(await call('GET', '/v1/operator/moderation/reviews?per_page=100')).items.map((r: { id: number }) => r.id)).not.toContain(review!.id);
    expect(await auditOf('rating', review!.id)).toEqual([expect.objectContaining({ action: 'rating.remove_text', before: expect.objectContaining({ text: 'Der Autor ist ein Dieb', reports: 1, reasons: ['offensive'] }), after: { stars: 2, text: null } })]);
    // Nothing left to report: the review has no words now.
    expect((await reportReview(materialId, reviewId, (await fixtureUser(api)).token, { reason: 'spam' })).statusCode).toBe(404);
  });

  it('keeping a reported review settles its reports (the text stays public); a later report queues it again', async () => {
    const { materialId, reviewId } = await reviewed('Etwas knapp, aber ok');
    await reportReview(materialId, reviewId, (await fixtureUser(api)).token, { reason: 'spam' });
    expect(json(await call('POST', `/v1/operator/moderation/reviews/${reviewId}`, operator, { decision: 'keep' }))).toEqual({ id: reviewId, decision: 'kept' });
    expect(JSON.stringify(json(await api.app.inject({ method: 'GET', url: `/v1/materials/${materialId}/ratings?world=de` })))).toContain('Etwas knapp, aber ok');
    expect(await queued('reviews')).not.toContainEqual(expect.objectContaining({ id: reviewId }));
    await reportReview(materialId, reviewId, (await fixtureUser(api)).token, { reason: 'other', text: 'Doch Werbung' });
    expect((await queued('reviews')).find((r) => r.id === reviewId)).toMatchObject({ reports: 1, reasons: ['other'], notes: ['Doch Werbung'] });
    expect(await auditOf('rating', reviewId)).toEqual([expect.objectContaining({ action: 'rating.keep', after: { stars: 2, text: 'Etwas knapp, aber ok' } })]);
  });
});

describe('materials', () => {
  it('keeping a reported material settles its reports (it stays public); unpublishing one settles them too; both audited', async () => {
    const kept = await reviewed('Gut');
    const gone = await reviewed('Kopie');
    const reader = await fixtureUser(api);
    await reportMaterial(kept.materialId, reader.token, { reason: 'misleading' });
    await reportMaterial(gone.materialId, reader.token, { reason: 'copyright', text: 'Aus einem Verlagsheft' });
    expect((await queued('materials')).map((m) => m.id)).toEqual(expect.arrayContaining([kept.materialId, gone.materialId]));

    expect(json(await call('POST', `/v1/operator/moderation/materials/${kept.materialId}`, operator, { decision: 'keep' }))).toEqual({ id: kept.materialId, decision: 'kept' });
    expect((await api.app.inject({ method: 'GET', url: `/v1/materials/${kept.materialId}?world=de` })).statusCode).toBe(200);
    const twice = await call('POST', `/v1/operator/moderation/materials/${kept.materialId}`, operator, { decision: 'keep' });
    expect([twice.statusCode, json(twice).error.code]).toEqual([409, 'not_reported']);
    expect((await call('POST', '/v1/operator/moderation/materials/999999', operator, { decision: 'keep' })).statusCode).toBe(404);
    expect((await call('POST', `/v1/operator/moderation/materials/${gone.materialId}`, operator, { decision: 'remove' })).statusCode).toBe(400);

    expect((await call('POST', `/v1/operator/materials/${gone.materialId}/unpublish`, operator, { reason: 'Urheberrecht verletzt' })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `/v1/materials/${gone.materialId}?world=de` })).statusCode).toBe(404);
    const open = (await queued('materials')).map((m) => m.id);
    expect(open).not.toContain(kept.materialId);
    expect(open).not.toContain(gone.materialId);
    expect(await auditOf('material', kept.materialId)).toEqual([expect.objectContaining({ action: 'material.keep', before: expect.objectContaining({ reports: 1, reasons: ['misleading'] }) })]);
    expect(await auditOf('material', gone.materialId)).toEqual([expect.objectContaining({ action: 'material.unpublish', before: expect.objectContaining({ status: 'published', reports: 1 }) })]);
  });

  it('finds a material by id or title; unpublishing takes it out of the catalogue, mails the reason to the author in German, and is audited', async () => {
    const seller = await fixtureUser(api, { is_seller: true });
    const materialId = await insertMaterial(api, seller.id, 'Kopiertes Arbeitsblatt Moderation', 300);
    const byTitle = json(await call('GET', `/v1/operator/materials?q=${encodeURIComponent('kopiertes arbeitsblatt mod')}`)).items;
    expect(byTitle.map((m: { id: number }) => m.id)).toContain(materialId);
    expect(json(await call('GET', `/v1/operator/materials?q=${materialId}`)).items[0]).toMatchObject({ id: materialId, status: 'published', author: { id: seller.id } });
    expect((await api.app.inject({ method: 'GET', url: `/v1/materials/${materialId}?world=de` })).statusCode).toBe(200);

    const short = await call('POST', `/v1/operator/materials/${materialId}/unpublish`, operator, { reason: ' ' });
    expect(short.statusCode).toBe(400);
    const done = await call('POST', `/v1/operator/materials/${materialId}/unpublish`, operator, { reason: 'Urheberrecht: Seiten aus einem Schulbuch' });
    expect(json(done)).toMatchObject({ item: { id: materialId, status: 'draft', unpublishedReason: 'Urheberrecht: Seiten aus einem Schulbuch' }, mailed: true });
    // Out of the catalogue: the public material page is gone; the author's draft list has it again.
    expect((await api.app.inject({ method: 'GET', url: `/v1/materials/${materialId}?world=de` })).statusCode).toBe(404);
    const mails = await mailedMails(api, 'material_unpublished', seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Dein Material „Kopiertes Arbeitsblatt Moderation“ wurde aus dem Katalog genommen');
    expect(mails[0]!.text).toContain('Grund: Urheberrecht: Seiten aus einem Schulbuch');
    // A draft again for its author, but not one they can delete: buyers may own it.
    const deleted = await api.app.inject({ method: 'DELETE', url: `/v3/uploads/material/${materialId}?world=de`, headers: bearer(seller.token) });
    expect([deleted.statusCode, json(deleted).error.code]).toEqual([409, 'not_a_draft']);
    const again = await call('POST', `/v1/operator/materials/${materialId}/unpublish`, operator, { reason: 'Noch einmal' });
    expect([again.statusCode, json(again).error.code]).toEqual([409, 'not_published']);
    expect(await auditOf('material', materialId)).toEqual([expect.objectContaining({ action: 'material.unpublish', before: expect.objectContaining({ status: 'published' }), after: expect.objectContaining({ status: 'draft' }) })]);
  });
});
