import { API_URL, blockUrls, de, expect, expectRemote, href, test } from './helpers';
import { freshAccount, freshSeller, logInByApi } from './users';

// Issue 16: the material page's folder, recommend and report panels are a chunk loaded when one is first
// opened (mfe-material/src/ui/lazy-panel.tsx). A chunk that cannot be loaded says so with a retry, and the
// retry loads it; the folder made in the panel is read back through the API.
test('the folder panel loads when opened; a blocked chunk shows an alert whose retry loads it; the new folder holds the material', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Petra Panel');
  const m = seller.material;
  const reader = await freshAccount(request, 'Olaf Ordner');
  await logInByApi(page, request, reader.email);

  const panelScripts: string[] = [];
  page.on('request', (r) => {
    if (/\/material-panels\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) panelScripts.push(r.url());
  });
  const unblock = await blockUrls(page, ['*/material-panels.*.js']);
  await page.goto(href('material', { id: String(m.id), slug: m.slug }, 'de'));
  await expectRemote(page, 'mfe_material');
  // Not part of the first view.
  expect(panelScripts).toEqual([]);

  const folders = page.locator('.tm-folders');
  await folders.getByRole('button', { name: de('material-page', 'folders.add') }).click();
  const failed = folders.getByRole('alert');
  await expect(failed).toContainText(de('common', 'remoteError.title'));
  expect(panelScripts.length).toBeGreaterThan(0);

  await unblock();
  await failed.getByRole('button', { name: de('common', 'retry') }).click();
  const name = `Ordner ${Date.now()}`;
  await folders.getByLabel(de('material-page', 'folders.newName')).fill(name);
  await folders.getByRole('button', { name: de('material-page', 'folders.create') }).click();
  await expect(folders.getByRole('checkbox', { name })).toBeChecked();
  await expect(folders.getByRole('alert')).toHaveCount(0);

  const answer = await request.post(`${API_URL}/v3/folders/materials/query?world=de`, { headers: reader.auth, data: { folder_type: 'favorite', limit: 200, page: 1 } });
  expect(answer.ok()).toBeTruthy();
  const { items } = (await answer.json()) as { items: { title: string; folders_materials: { material_id: number }[] }[] };
  expect(items.find((f) => f.title === name)?.folders_materials.map((fm) => fm.material_id)).toEqual([m.id]);
});

test('a seller on their own material page is offered to edit it, not to buy it', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Ole Eigen');
  await logInByApi(page, request, seller.email);
  await page.goto(href('material', { id: String(seller.material.id), slug: seller.material.slug }, 'de'));
  const box = page.getByTestId('buy-box');
  await expect(box.getByText('Das ist dein Material.')).toBeVisible();
  await expect(box.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await box.getByRole('link', { name: 'Material bearbeiten' }).click();
  await expect(page).toHaveURL(href('firstUpload', { materialId: String(seller.material.id) }, 'de'));
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
});
