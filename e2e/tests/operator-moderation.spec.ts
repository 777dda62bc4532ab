import { AxeBuilder } from '@axe-core/playwright';
import { API_URL, de, expect, href, test } from './helpers';
import { apiToken, freshAccount, freshSeller, logInByApi, logOut, mailedLink } from './users';

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
  const comments = async () => JSON.stringify(await (await request.get(`${API_URL}/v1/materials/${m.id}/comments?world=de`)).json());
  expect(await comments()).toContain(body);

  // Issue 18: a reader reports the comment on the material page with the same dialog as reviews and
  // materials (reason and optional words); the thanks are said and focus goes back to the button.
  const reporter = await freshAccount(request, 'Rudi Reporter');
  await logInByApi(page, request, reporter.email);
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  const entry = page.getByRole('region', { name: de('comments', 'title') }).getByRole('listitem').filter({ hasText: body });
  const report = entry.getByRole('button', { name: de('comments', 'reportBy').replace('{{name}}', 'Wanda Writer') });
  await expect(report).toHaveText(de('comments', 'report'));
  await report.click();
  const dialog = page.getByRole('dialog', { name: de('comments', 'reportTitle').replace('{{name}}', 'Wanda Writer') });
  const reason = dialog.getByRole('combobox', { name: de('material-page', 'report.reason') });
  await expect(reason).toBeFocused();
  // The open dialog passes the accessibility gate's rules (serious or critical fail, as e2e/tests/a11y.spec.ts).
  const scan = await new AxeBuilder({ page }).include('.tm-comments').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode().analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await reason.selectOption('spam');
  await dialog.getByRole('textbox', { name: de('material-page', 'report.text') }).fill('Wirbt für einen anderen Shop');
  await dialog.getByRole('button', { name: de('material-page', 'report.send') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();
  await expect(entry).toContainText(de('material-page', 'report.sent'));
  await expect(page.getByTestId('status-region')).toContainText(de('material-page', 'report.sent'));
  await logOut(page);

  await logInByApi(page, request, 'operator@teachmarket.test');
  await page.goto(href('operatorModeration', {}, 'de'));
  await expect(page.getByRole('heading', { level: 1, name: t('nav.moderation') })).toBeVisible();
  const reported = page.getByTestId('reported-comment').filter({ hasText: body });
  await expect(reported).toContainText(de('operator', 'moderation.reasons.spam'));
  await expect(reported).toContainText('Wirbt für einen anderen Shop');
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

// Issue 19: a teacher reports a review and a material on the material page (small dialogs, by
// keyboard); the operator finds both in moderation with the reasons and words, removes the review's
// text and takes the material out; the public sees the outcome and the audit log lists both.
const BILLING = { name: 'Bruno Bewerter', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };
const r = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replaceAll(`{{${k}}}`, v), de('material-page', `report.${key}`));

test('a teacher reports a review and a material; the operator removes the review text and unpublishes the material; the public sees it; audited', async ({ page, request }) => {
  // A seller's material, bought by invoice (booked as paid by an operator) and rated with words by its buyer.
  const seller = await freshSeller(request, 'Mira Melde');
  const m = seller.material;
  const buyer = await freshAccount(request, 'Bruno Bewerter');
  expect((await request.post(`${API_URL}/v1/cart/add?world=de`, { headers: buyer.auth, data: { material_id: m.id } })).ok()).toBeTruthy();
  const placed = await request.post(`${API_URL}/v1/orders?world=de`, {
    headers: { ...buyer.auth, 'idempotency-key': `e2e-report-${Date.now()}` }, data: { paymentMethod: 'invoice', useCredits: false, billing: BILLING },
  });
  expect(placed.status()).toBe(201);
  const operatorAuth = { authorization: `Bearer ${await apiToken(request, 'operator@teachmarket.test')}` };
  const orderId = ((await placed.json()) as { item: { id: number } }).item.id;
  expect((await request.post(`${API_URL}/v1/operator/orders/${orderId}/mark-paid?world=de`, {
    headers: operatorAuth, data: { paidOn: new Date().toISOString().slice(0, 10), reference: `E2E-REPORT-${orderId}` },
  })).ok()).toBeTruthy();
  const words = `Der Autor ist ein Betrüger, kauft bei mir ${Date.now()}`;
  expect((await request.post(`${API_URL}/v1/materials/${m.id}/ratings?world=de`, { headers: buyer.auth, data: { stars: 1, text: words } })).ok()).toBeTruthy();
  const publicReviews = async () => (await (await request.get(`${API_URL}/v1/materials/${m.id}/ratings?world=de`)).json()) as { items: { id: number; stars: number; text: string | null }[] };
  const reviewId = (await publicReviews()).items.find((i) => i.text === words)!.id;

  // The teacher reports the review by keyboard: the dialog takes focus; the thanks are said, focus goes back.
  const teacher = await freshAccount(request, 'Tara Teacher');
  await logInByApi(page, request, teacher.email);
  const materialPath = href('material', { id: String(m.id), slug: m.slug }, 'de');
  await page.goto(materialPath);
  const review = page.getByRole('region', { name: de('material-feedbacks', 'title') }).getByRole('listitem').filter({ hasText: words });
  const reportReview = review.getByRole('button', { name: r('reviewBy', { name: 'Bruno Bewerter' }) });
  await reportReview.focus();
  await page.keyboard.press('Enter');
  const reviewDialog = page.getByRole('dialog', { name: r('reviewTitle', { name: 'Bruno Bewerter' }) });
  await expect(reviewDialog.getByRole('combobox', { name: r('reason') })).toBeFocused();
  await reviewDialog.getByRole('combobox', { name: r('reason') }).selectOption('offensive');
  await reviewDialog.getByRole('textbox', { name: r('text') }).fill('Beleidigt den Autor und wirbt für sich');
  await reviewDialog.getByRole('button', { name: r('send') }).click();
  await expect(reviewDialog).toHaveCount(0);
  await expect(reportReview).toBeFocused();
  await expect(review).toContainText(r('sent'));

  // The material: Escape closes the dialog without sending; the second time it is sent.
  const reportMaterial = page.getByRole('button', { name: r('material') });
  await reportMaterial.click();
  const materialDialog = page.getByRole('dialog', { name: r('materialTitle', { title: m.title }) });
  await expect(materialDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(materialDialog).toHaveCount(0);
  await expect(reportMaterial).toBeFocused();
  await page.keyboard.press('Enter');
  await materialDialog.getByRole('combobox', { name: r('reason') }).selectOption('copyright');
  await materialDialog.getByRole('textbox', { name: r('text') }).fill('Seiten aus dem Schulbuch „Mathe 5“');
  await materialDialog.getByRole('button', { name: r('send') }).click();
  await expect(materialDialog).toHaveCount(0);
  await expect(reportMaterial.locator('xpath=..')).toContainText(r('sent'));
  // Said through the shell's status region as well (issue 20).
  await expect(page.getByTestId('status-region')).toContainText(r('sent'));

  // The operator sees both in moderation, with the reasons and the teacher's words, and acts.
  await logOut(page);
  const operator = page;
  await logInByApi(operator, request, 'operator@teachmarket.test');
  await operator.goto(href('operatorModeration', {}, 'de'));
  const queued = operator.getByTestId('review-to-moderate').filter({ hasText: words });
  await expect(queued).toContainText(`1: ${de('operator', 'moderation.reasons.offensive')}`);
  await expect(queued).toContainText('Beleidigt den Autor und wirbt für sich');
  await queued.getByRole('button', { name: t('moderation.removeText') }).click();
  await queued.getByRole('button', { name: de('operator', 'confirm.confirm') }).click();
  await expect(operator.getByRole('status').filter({ hasText: t('moderation.reviewRemoved') })).toBeVisible();
  await expect(queued).toHaveCount(0);
  // The public review keeps its star, not its words.
  expect((await publicReviews()).items.find((i) => i.id === reviewId)).toMatchObject({ stars: 1, text: null });

  const reported = operator.getByTestId('reported-material').filter({ hasText: m.title });
  await expect(reported).toContainText(`1: ${de('operator', 'moderation.reasons.copyright')}`);
  await expect(reported).toContainText('Seiten aus dem Schulbuch „Mathe 5“');
  await reported.getByRole('button', { name: t('moderation.unpublish') }).click();
  await reported.getByLabel(new RegExp(t('moderation.reasonForAuthor'))).fill('Urheberrecht: Seiten aus einem Schulbuch');
  await reported.getByRole('button', { name: de('operator', 'confirm.confirm') }).click();
  await expect(operator.getByRole('status').filter({ hasText: t('moderation.didUnpublish', { title: m.title }) })).toBeVisible();
  await expect(reported).toHaveCount(0);

  // Out of the catalogue.
  expect((await request.get(`${API_URL}/v1/materials/${m.id}?world=de`)).status()).toBe(404);

  // The audit log lists both decisions.
  await operator.getByRole('navigation', { name: de('operator', 'title') }).getByRole('link', { name: de('operator', 'nav.audit') }).click();
  const log = operator.getByTestId('operator-audit');
  await expect(log.getByRole('row').filter({ has: operator.getByRole('cell', { name: t('audit.subjects.rating', { id: String(reviewId) }), exact: true }) }))
    .toContainText(t('audit.actions.rating_remove_text'));
  await expect(log.getByRole('row').filter({ has: operator.getByRole('cell', { name: t('audit.subjects.material', { id: String(m.id) }), exact: true }) }))
    .toContainText(t('audit.actions.material_unpublish'));
  // The material page is gone for everyone (the not-found page in its place).
  await page.goto(materialPath);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: r('material') })).toHaveCount(0);
});
