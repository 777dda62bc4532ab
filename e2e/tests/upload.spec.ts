import { API_URL, expect, href, test } from './helpers';
import { freshAccount, freshSeller, logInByApi } from './users';

// Issues 3 and 5: a seller uploads a PDF in the Spanish world with progress, describes it in Catalan
// and publishes it; the material page then shows it. Against the real API and files. Each test's seller
// is a freshly registered account (its first upload makes it a seller), logged in through the API.

/** A small valid PDF with `pages` pages, generated here (no binary fixture in the repo). */
function pdf(pages = 2): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  const objs = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    `2 0 obj << /Type /Pages /Kids [${kids}] /Count ${pages} >> endobj`,
    ...Array.from({ length: pages }, (_, i) => `${3 + i} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj`),
  ];
  // Padding makes the body big enough for the browser to report progress along the way.
  return Buffer.from(`%PDF-1.4\n${objs.join('\n')}\n%${'x'.repeat(512 * 1024)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

test('a seller uploads a PDF in es, sees 100 %, chooses Catalan, publishes and finds it on its page', async ({ page, request }) => {
  // Records the browser's own upload progress events, to check the real transport (HTTP/1.1 XHR).
  await page.addInitScript(() => {
    const seen: { loaded: number; total: number }[] = [];
    (window as unknown as { __uploadProgress: typeof seen }).__uploadProgress = seen;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      this.upload.addEventListener('progress', (e) => seen.push({ loaded: e.loaded, total: e.total }));
      return send.call(this, body);
    };
  });
  await logInByApi(page, request, (await freshAccount(request, 'Carla Catalana')).email);
  await page.goto(href('firstUpload', {}, 'es'));
  await expect(page.getByRole('heading', { name: 'Subir un material' })).toBeVisible();
  const title = `Fraccions per a tothom ${Date.now()}`;
  await page.getByLabel('Elegir un archivo').setInputFiles({ name: 'fraccions.pdf', mimeType: 'application/pdf', buffer: pdf(3) });
  const bar = page.getByRole('progressbar', { name: 'Progreso de la subida' });
  await expect(bar).toHaveAttribute('value', '100');
  await expect(page.getByText('Subido: fraccions.pdf (100 %)')).toBeVisible();
  const progress = await page.evaluate(() => (window as unknown as { __uploadProgress: { loaded: number; total: number }[] }).__uploadProgress);
  expect(progress.length).toBeGreaterThan(0);
  expect(progress[progress.length - 1]?.loaded).toBe(progress[progress.length - 1]?.total);

  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descripción').fill('Fitxes per practicar les fraccions amb solucions incloses.');
  await page.getByLabel('Precio (EUR)').fill('2,50');
  await page.getByLabel('Asignatura').selectOption({ index: 1 });
  await page.getByLabel('Tipo de centro').selectOption({ index: 1 });
  await page.getByLabel('Idioma del texto').selectOption({ label: 'Catalán' });
  await page.getByRole('button', { name: 'Publicar' }).click();

  await expect(page.getByText('Tu material está publicado.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver la página del material' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The seller's list shows it as published.
  await page.goto(href('uploadEdit', {}, 'es'));
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Publicado')).toBeVisible();
});

test('a file that is no PDF, DOCX, PPTX or ZIP is refused before anything is sent', async ({ page, request }) => {
  await logInByApi(page, request, (await freshAccount(request, 'Pablo Png')).email);
  let sent = 0;
  page.on('request', (r) => {
    if (/\/v3\/uploads\/material\?/.test(r.url())) sent += 1;
  });
  await page.goto(href('firstUpload', {}, 'es'));
  await page.getByLabel('Elegir un archivo').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(page.getByRole('alert')).toHaveText('Solo se pueden subir archivos PDF, DOCX, PPTX y ZIP.');
  expect(sent).toBe(0);
});

test('a seller adds a second file to the material and removes it after confirming', async ({ page, request }) => {
  const seller = await freshAccount(request, 'Sofia Soluciones');
  await logInByApi(page, request, seller.email);
  await page.goto(href('firstUpload', {}, 'es'));
  const main = `fichas-${Date.now()}.pdf`;
  await page.getByLabel('Elegir un archivo').setInputFiles({ name: main, mimeType: 'application/pdf', buffer: pdf(2) });
  await expect(page.getByText(`Subido: ${main} (100 %)`)).toBeVisible();
  const files = page.getByRole('list', { name: 'Archivos de este material' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText(main);
  // The only file cannot be removed.
  await expect(files.getByRole('button', { name: /^Quitar/ })).toHaveCount(0);

  await page.getByLabel('Añadir otro archivo').setInputFiles({ name: 'soluciones.pdf', mimeType: 'application/pdf', buffer: pdf(1) });
  await expect(page.getByRole('status').filter({ hasText: 'Se ha añadido «soluciones.pdf».' })).toBeVisible();
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('heading', { name: 'Archivos' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('material-files.png') });

  // Another session (the API, as the seller) reads both files back.
  const own = async () => {
    const res = await request.get(`${API_URL}/v3/uploads/materials?world=es`, { headers: seller.auth });
    const items = ((await res.json()) as { items: { fileName: string; files: { name: string }[] }[] }).items;
    return items.find((m) => m.fileName === main)?.files.map((f) => f.name);
  };
  expect(await own()).toEqual([main, 'soluciones.pdf']);

  await files.getByRole('button', { name: 'Quitar soluciones.pdf' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Quitar «soluciones.pdf»? Los compradores ya no lo recibirán.');
  await dialog.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se ha quitado «soluciones.pdf».' })).toBeVisible();
  await expect(files.getByRole('listitem')).toHaveCount(1);
  expect(await own()).toEqual([main]);
});

test('a seller withdraws a published material from sale after confirming, it leaves search at once, and publishes it again', async ({ page, request }) => {
  const seller = await freshSeller(request, 'Wilma Withdraw');
  const { id, title } = seller.material;
  // Another session (anonymous, through the API) reads what the catalogue shows.
  const inSearch = async () => {
    const res = await request.get(`${API_URL}/v1/search?world=de&per_page=100&q=${encodeURIComponent(title)}`);
    expect(res.ok()).toBeTruthy();
    return ((await res.json()) as { items: { id: number }[] }).items.some((m) => m.id === id);
  };
  const pageStatus = async () => (await request.get(`${API_URL}/v1/materials/${id}?world=de`)).status();
  expect(await inSearch()).toBe(true);

  await logInByApi(page, request, seller.email);
  await page.goto(href('uploadEdit', {}, 'de'));
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Veröffentlicht')).toBeVisible();
  await row.getByRole('button', { name: `Aus dem Verkauf nehmen: ${title}` }).click();
  const dialog = row.getByRole('alertdialog');
  await expect(dialog).toContainText(`„${title}“ aus dem Verkauf nehmen?`);
  await expect(dialog).toContainText('Wer es schon gekauft hat, behält seine Downloads.');
  await expect(dialog).toContainText('Du kannst es jederzeit wieder veröffentlichen.');
  // Keyboard: focus starts on "Abbrechen"; Shift+Tab reaches the confirm button.
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Ja, aus dem Verkauf nehmen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `„${title}“ ist nicht mehr im Verkauf.` })).toBeVisible();
  await expect(row.getByText('Nicht im Verkauf')).toBeVisible();

  expect(await inSearch()).toBe(false);
  expect(await pageStatus()).toBe(404);
  // After a reload the list still says so (read back from the API).
  await page.reload();
  await expect(row.getByText('Nicht im Verkauf')).toBeVisible();

  await row.getByRole('button', { name: `Wieder veröffentlichen: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `„${title}“ ist wieder im Verkauf.` })).toBeVisible();
  await expect(row.getByText('Veröffentlicht')).toBeVisible();
  expect(await inSearch()).toBe(true);
  expect(await pageStatus()).toBe(200);
});
