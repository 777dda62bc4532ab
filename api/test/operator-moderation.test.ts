/**
 * Issue 19 "moderation": reported comments, reviews and materials. Each test reads back what the
 * public sees afterwards (the material's comments and reviews, the catalogue's material page, the
 * author's mail), not only the operator's answer, and that the decision is in the audit log.
 */
import { insertMaterial } from './commerce';
import { bearer, fixtureUser, json, login, setupApi } from './helpers';
import { mailedMails } from './mailbox';

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
    expect((await call('POST', `/v1/materials/${materialId}/comments/${commentId}/report?world=de`, reporter.token, { reason })).statusCode).toBeLessThan(300);
  }
  return { materialId, commentId, writer };
}
const publicComments = async (materialId: number) =>
  (json(await api.app.inject({ method: 'GET', url: `/v1/materials/${materialId}/comments?world=de` })).items as { id: number }[]).map((c) => c.id);

describe('reported comments', () => {
  it('are queued with their reports; removing one takes it off the material page and is audited', async () => {
    const { materialId, commentId } = await reportedComment('Kauft das woanders billiger!');
    const queue = json(await call('GET', '/v1/operator/moderation/comments'));
    expect(queue.items.find((c: { id: number }) => c.id === commentId)).toMatchObject({ reports: 2, reasons: expect.arrayContaining(['spam', 'offensive']), material: { id: materialId } });
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

describe('reviews', () => {
  it('removing a review\'s text keeps its stars (the average does not move); the public review has no text; audited', async () => {
    const seller = await fixtureUser(api, { is_seller: true });
    const materialId = await insertMaterial(api, seller.id, 'Moderation review', 300);
    const buyer = await fixtureUser(api);
    const [review] = await api.db.query<{ id: number }>(
      "INSERT INTO ratings (material_id, user_id, stars, text) VALUES ($1, $2, 2, 'Der Autor ist ein Betrüger') RETURNING id", [materialId, buyer.id],
    );
    await api.db.query('UPDATE materials SET rating_sum = 2, rating_count = 1 WHERE id = $1', [materialId]);
    const queued = json(await call('GET', '/v1/operator/moderation/reviews?per_page=100')).items;
    expect(queued.find((r: { id: number }) => r.id === review!.id)).toMatchObject({ stars: 2, text: 'Der Autor ist ein Betrüger', material: { id: materialId } });

    expect(json(await call('POST', `/v1/operator/moderation/reviews/${review!.id}`, operator, { decision: 'remove' })).decision).toBe('removed');
    const publicReviews = json(await api.app.inject({ method: 'GET', url: `/v1/materials/${materialId}/ratings?world=de` }));
    expect(JSON.stringify(publicReviews)).not.toContain('Betrüger');
    const [material] = await api.db.query<{ rating_sum: number; rating_count: number }>('SELECT rating_sum, rating_count FROM materials WHERE id = $1', [materialId]);
    expect(material).toEqual({ rating_sum: 2, rating_count: 1 });
    expect(json(await call('GET', '/v1/operator/moderation/reviews?per_page=100')).items.map((r: { id: number }) => r.id)).not.toContain(review!.id);
    expect(await auditOf('rating', review!.id)).toEqual([expect.objectContaining({ action: 'rating.remove_text', before: expect.objectContaining({ text: 'Der Autor ist ein Betrüger' }), after: { stars: 2, text: null } })]);
  });
});

describe('materials', () => {
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
