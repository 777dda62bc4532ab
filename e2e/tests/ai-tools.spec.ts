import { readFile } from 'node:fs/promises';
import { API_URL, expect, href, test } from './helpers';
import { freshSeller, logInByApi } from './users';

// Issue 4: AI tools on the real API with the built-in text tools provider (no model on this machine).
// The seller is freshly registered with one published material, so its documents are this test's alone.

test('the seller makes a quiz from their material, saves, renames, downloads and deletes it', async ({ page, request }) => {
  const tools = (await (await request.get(`${API_URL}/v3/ai-tools/query?world=de`)).json()) as { items: { id: number; slug: string }[] };
  const quizTool = tools.items.find((t) => t.slug === 'quiz');
  if (!quizTool) throw new Error('the API lists no quiz tool');

  const seller = await freshSeller(request, 'Quinn Quiz');
  await logInByApi(page, request, seller.email);
  await page.goto(href('aiTool', { id: String(quizTool.id) }, 'de'));
  const material = page.getByLabel('Unterrichtsmaterial', { exact: true });
  // The seller's own material is offered (the first option is the empty choice).
  const materialTitle = seller.material.title;
  await expect(material.locator('option').nth(1)).toHaveText(materialTitle);
  await material.selectOption({ index: 1 });
  await page.getByLabel('Anzahl der Fragen').fill('3');
  await page.getByRole('button', { name: 'Erstellen' }).click();

  const result = page.getByRole('region', { name: `Ergebnis: ${materialTitle}` });
  await expect(result.getByTestId('ai-provider')).toHaveAttribute('data-provider', 'text-tools');
  await expect(result.getByText('Eingebaute Textwerkzeuge (kein KI-Modell)')).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: '_____' }).first()).toBeVisible();
  await result.getByRole('button', { name: 'In meinen Dokumenten speichern' }).click();
  await expect(result.getByText('In deinen Dokumenten gespeichert.')).toBeVisible();

  await page.goto(href('aiToolDocuments', {}, 'de'));
  const row = page.getByTestId('ai-document').filter({ has: page.getByRole('link', { name: materialTitle, exact: true }) }).first();
  await expect(row).toBeVisible();
  const title = `Quiz e2e ${Date.now()}`;
  await row.getByRole('button', { name: `${materialTitle} umbenennen` }).click();
  await row.getByLabel('Neuer Titel').fill(title);
  await row.getByRole('button', { name: 'Titel speichern' }).click();
  const renamed = page.getByTestId('ai-document').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(renamed).toBeVisible();
  // Issue 20: the form went away with its button: focus is back on the rename button, and the save is said.
  await expect(renamed.getByRole('button', { name: `${title} umbenennen` })).toBeFocused();
  await expect(page.getByTestId('status-region')).toContainText(`Der Titel lautet jetzt „${title}“.`);

  const response = page.waitForResponse((r) => /\/v3\/ai-tools\/documents\/\d+\/download/.test(r.url()));
  const download = page.waitForEvent('download');
  await renamed.getByRole('button', { name: 'PDF herunterladen' }).click();
  expect((await response).headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quiz-\d+\.pdf$/);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await renamed.getByRole('button', { name: `${title} löschen` }).click();
  await renamed.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  // Issue 20: the row went away with the focused button: the page heading has focus, the deletion is said.
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Dokumente' })).toBeFocused();
  await expect(page.getByTestId('status-region')).toContainText(`„${title}“ wurde gelöscht.`);
  // Gone on the server too, not just from the list on screen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Dokumente' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('an anonymous visitor is asked to log in on the documents page', async ({ page }) => {
  await page.goto(href('aiToolDocuments', {}, 'de'));
  await expect(page.getByText('Melde dich an, um die KI-Tools zu nutzen und deine Dokumente zu sehen.')).toBeVisible();
  await expect(page.getByTestId('empty-state').getByRole('link', { name: 'Anmelden' })).toBeVisible();
});
