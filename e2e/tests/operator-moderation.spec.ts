import { API_URL, de, expect, href, test } from './helpers';
import { freshAccount, freshSeller, logInByApi, mailedLink } from './users';

// Issue 19 "moderation" end to end: a reader's comment reported by another reader is removed from the
// console and gone from the material page's comments; the material itself is taken out of the catalogue
// with a reason that reaches its author; the audit log lists both. Set-up and read-back through the API.
const t = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replaceAll(`{{${k}}}`, v), de('operator', key));

test('an operator removes a reported comment and unpublishes the material with a reason mailed to its author', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Mona Moderated');
  const m = seller.material;
  const writer = await freshAccount(request, 'Wanda Writer');
  const body = `Billiger bei mir: www.example.org ${Date.now()}`;
  const posted = await request.post(`${API_URL}/v1/materials/${m.id}/comments?world=de`, { headers: writer.auth, data: { body } });
  expect(posted.status()).toBe(201);
  const reporter = await freshAccount(request, 'Rudi Reporter');
  expect((await request.post(`${API_URL}/v1/materials/${m.id}/comments/${((await posted.json()) as { item: { id: number } }).item.id}/report?world=de`, {
    headers: reporter.auth, data: { reason: 'spam' },
  })).ok()).toBeTruthy();
  const comments = async () => JSON.stringify(await (await request.get(`${API_URL}/v1/materials/${m.id}/comments?world=de`)).json());
  expect(await comments()).toContain(body);

  await logInByApi(page, request, 'operator@teachmarket.test');
  await page.goto(href('operatorModeration', {}, 'de'));
  await expect(page.getByRole('heading', { level: 1, name: t('nav.moderation') })).toBeVisible();
  const reported = page.getByTestId('reported-comment').filter({ hasText: body });
  await expect(reported).toContainText(de('operator', 'moderation.reasons.spam'));
  await reported.getByRole('button', { name: t('moderation.remove') }).click();
  await reported.getByRole('button', { name: de('operator', 'confirm.confirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('moderation.commentRemoved') })).toBeVisible();
  await expect(reported).toHaveCount(0);
  expect(await comments()).not.toContain(body);

  // The material: found by its id, taken out with a reason (the confirm step asks for it).
  await page.getByLabel(t('moderation.search')).fill(String(m.id));
  await page.getByRole('main').getByRole('search').getByRole('button').click();
  const card = page.getByTestId('moderated-material').filter({ hasText: m.title });
  await card.getByRole('button', { name: t('moderation.unpublish') }).click();
  await card.getByLabel(new RegExp(t('moderation.reasonForAuthor'))).fill('Seiten aus einem Schulbuch kopiert');
  await card.getByRole('button', { name: de('operator', 'confirm.confirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('moderation.didUnpublish', { title: m.title }) })).toBeVisible();
  await expect(card).toContainText('Seiten aus einem Schulbuch kopiert');
  expect((await request.get(`${API_URL}/v1/materials/${m.id}?world=de`)).status()).toBe(404);
  // The author is told, with a link to their uploads.
  expect((await mailedLink(request, 'material_unpublished', seller.email)).pathname).toBe(href('uploadEdit', {}, 'de'));

  await page.getByRole('navigation', { name: de('operator', 'title') }).getByRole('link', { name: de('operator', 'nav.audit') }).click();
  const log = page.getByTestId('operator-audit');
  await expect(log.getByRole('row').filter({ has: page.getByRole('cell', { name: t('audit.subjects.material', { id: String(m.id) }), exact: true }) })).toContainText(t('audit.actions.material_unpublish'));
  await expect(log.getByRole('row').filter({ hasText: t('audit.actions.comment_remove') }).first()).toBeVisible();
});
