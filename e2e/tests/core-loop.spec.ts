import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { API_URL, expect, href, test } from './helpers';
import { publishAndOpen } from './publish';
import { pdfPageTexts, wordsPdf } from './pdf-files';
import { apiToken, freshAccount, logInByApi, logOut } from './users';

// Issue 12, the marketplace's core loop, as two new users live it in the browser: a fresh seller
// uploads a PDF with a different word per page and publishes it; the material page previews each
// page; the seller makes a voucher; a fresh buyer uses it and pays by invoice; once the operator has
// booked the payment the buyer downloads the seller's own pages, stamped with the order; the seller's
// sales show gross, voucher, fee and net, and the running month's provisional statement lists the sale.

const WORDS = ['ALPHA', 'BRAVO', 'CHARLIE'];
const PRICE = '3,50';
const VOUCHER_PERCENT = 20;
const BILLING = { name: 'Grundschule am Kreisel', street: 'Kreiselweg 7', postcode: '04109', city: 'Leipzig' };

/** German euro amounts as the cabinet shows them (1,68 €, no-break space), computed here, not by the app's formatter. */
const euro = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}\u00a0€`;
const cents = (major: number) => Math.round(major * 100);

/** Clicks a download button and returns the file's name and bytes. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await button.click();
  const d = await started;
  return { name: d.suggestedFilename(), bytes: await readFile(await d.path()) };
}

/** The image of gallery page n of `pages`, once the browser has drawn it. */
async function galleryImage(page: Page, n: number, pages: number) {
  const image = page.getByRole('region', { name: 'Vorschauseiten' }).getByRole('img', { name: new RegExp(`^Vorschauseite ${n} von ${pages}`) });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image;
}

test('fresh seller and fresh buyer: upload, previews per page, voucher, invoice paid, stamped download, sales net, running statement', async ({ page, request }) => {
  test.setTimeout(300_000);
  const seller = await freshAccount(request, 'Kora Kernschleife');
  const buyer = await freshAccount(request, 'Bela Bestellung');

  // 1. The seller uploads on the first-upload page (an upload makes the account a seller) and publishes.
  await logInByApi(page, request, seller.email);
  await page.goto(href('firstUpload', {}, 'de'));
  await page.getByLabel('Datei auswählen').setInputFiles({ name: 'kernschleife.pdf', mimeType: 'application/pdf', buffer: wordsPdf(WORDS) });
  await expect(page.getByText('Hochgeladen: kernschleife.pdf (100 %)')).toBeVisible();
  const upload = page.getByRole('region', { name: 'Vorschau' });
  await expect(upload.getByRole('img', { name: /^Vorschauseite \d$/ })).toHaveCount(3, { timeout: 60_000 });
  const title = `Kernschleife Alpha Bravo ${Date.now()}`;
  await publishAndOpen(page, title, PRICE);
  const materialUrl = page.url();
  const own = await request.get(`${API_URL}/v3/uploads/materials?world=de`, { headers: seller.auth });
  const materialId = ((await own.json()) as { items: { id: number; title: string }[] }).items.find((m) => m.title === title)?.id;
  if (!materialId) throw new Error('the seller\'s uploads do not list the published material');

  // 2. The material page previews each page: page n's image is the API's preview of page n, and the pages differ.
  const detail = await request.get(`${API_URL}/v1/materials/${materialId}?world=de`);
  expect(detail.ok()).toBeTruthy();
  const previews = ((await detail.json()) as { item: { title: string; previews: { watermarked: string }[] } }).item;
  expect(previews.title).toBe(title);
  expect(previews.previews).toHaveLength(3);
  const served: Buffer[] = [];
  for (const [i, p] of previews.previews.entries()) {
    expect(new URL(p.watermarked).pathname).toBe(`/images/previews/${materialId}/${i + 1}.webp`);
    const res = await request.get(p.watermarked);
    expect(res.ok()).toBeTruthy();
    served.push(await res.body());
  }
  expect(served[1]!.equals(served[0]!)).toBe(false);
  expect(served[1]!.equals(served[2]!)).toBe(false);
  const shots: Buffer[] = [];
  for (let n = 1; n <= 3; n += 1) {
    const image = await galleryImage(page, n, 3);
    // The gallery asks for exactly the API's page-n preview (through the resize service).
    const src = new URL((await image.getAttribute('src')) ?? '', page.url());
    expect(new URL(src.searchParams.get('src') ?? '', API_URL).pathname).toBe(`/images/previews/${materialId}/${n}.webp`);
    shots.push(await image.screenshot());
    if (n < 3) await page.getByRole('region', { name: 'Vorschauseiten' }).getByRole('button', { name: 'Nächste Vorschauseite' }).click();
  }
  expect(shots[1]!.equals(shots[0]!)).toBe(false);
  expect(shots[1]!.equals(shots[2]!)).toBe(false);
  expect(shots[0]!.equals(shots[2]!)).toBe(false);

  // 3. The seller saves a payout account and creates a percentage voucher in the cabinet.
  await page.goto(href('accountBankDetails', {}, 'de'));
  await page.getByLabel('Kontoinhaber').fill('Kora Kernschleife');
  await page.getByLabel('IBAN (internationale Kontonummer)').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Gespeichertes Konto');
  const code = `KERN-${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  await page.goto(href('vouchers', {}, 'de'));
  await page.getByLabel('Gutscheincode').fill(code);
  await page.getByRole('radio', { name: 'Prozentrabatt' }).check();
  await page.getByLabel('Rabattwert').fill(String(VOUCHER_PERCENT));
  await page.getByRole('button', { name: 'Gutschein erstellen' }).last().click();
  await expect(page.getByRole('status')).toHaveText(`Gutschein ${code} wurde erstellt.`);
  await logOut(page);

  // 4. The buyer puts the material in the cart, redeems the voucher and pays by invoice.
  await logInByApi(page, request, buyer.email);
  await page.goto(materialUrl);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(href('shoppingCart', {}, 'de'));
  await page.getByLabel('Gutscheincode').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Gutschein einlösen' }).click();
  await expect(page.getByText(`Gutschein ${code} eingelöst`)).toBeVisible();
  await page.getByRole('link', { name: 'Weiter zur Zahlung' }).click();
  await expect(page.getByRole('region', { name: 'Bestellübersicht' })).toContainText(title);
  await page.getByLabel('Vollständiger Name, Schule oder Firma').fill(BILLING.name);
  await page.getByLabel('Straße und Hausnummer').fill(BILLING.street);
  await page.getByLabel('Postleitzahl').fill(BILLING.postcode);
  await page.getByLabel('Ort', { exact: true }).fill(BILLING.city);
  await page.getByRole('button', { name: /^Bestellen und .* bezahlen$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Kauf auf Rechnung ist abgeschlossen' })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const invoiceNumber = (await page.getByTestId('invoice-number').textContent())?.trim() ?? '';
  expect(invoiceNumber).toMatch(/^TM-\d{4}-\d{6}$/);
  // A new, unconfirmed buyer's files wait for the payment (issue 13 item 7).
  const state = page.getByRole('region', { name: 'Bestellstatus' });
  await expect(state.getByTestId('order-state')).toContainText('Zahlung offen');
  const item = page.getByTestId('order-item').filter({ hasText: title });
  await expect(item.getByRole('button', { name: 'Herunterladen' })).toHaveCount(0);

  // What the buyer was charged, as the API recorded it: the voucher is rounded down to the cent.
  const placed = await request.get(`${API_URL}/v1/orders/${orderId}?world=de`, { headers: buyer.auth });
  expect(placed.ok()).toBeTruthy();
  const order = ((await placed.json()) as { item: { originalPrice: number; totalVoucherDiscount: number; usedCredits: number; finalPrice: number; invoice: { number: string } } }).item;
  expect(order.invoice.number).toBe(invoiceNumber);
  const gross = cents(order.originalPrice);
  const discount = cents(order.totalVoucherDiscount);
  expect(gross).toBe(350);
  expect(discount).toBe(Math.floor((gross * VOUCHER_PERCENT) / 100));
  expect(cents(order.finalPrice)).toBe(gross - discount - cents(order.usedCredits));

  // 5. The operator books the bank transfer (operator API; the console is issue 19).
  const operator = await apiToken(request, 'operator@teachmarket.test');
  const paid = await request.post(`${API_URL}/v1/operator/orders/${orderId}/mark-paid?world=de`, {
    headers: { authorization: `Bearer ${operator}` }, data: { paidOn: new Date().toISOString().slice(0, 10), reference: `E2E-CORE-${orderId}` },
  });
  expect(paid.status()).toBe(200);

  // 6. The buyer downloads the seller's own PDF: same pages, same words in order, the order's stamp on every page.
  await page.reload();
  await expect(state.getByTestId('order-state')).toContainText('Bezahlt am');
  const material = await download(page, item.getByRole('button', { name: 'Herunterladen' }));
  expect(material.name).toMatch(/\.pdf$/);
  const pages = await pdfPageTexts(material.bytes);
  expect(pages).toHaveLength(WORDS.length);
  for (const [i, word] of WORDS.entries()) {
    expect(pages[i]).toContain(word);
    for (const other of WORDS.filter((w) => w !== word)) expect(pages[i]).not.toContain(other);
    expect(pages[i]).toContain(`Teachmarket order ${invoiceNumber}`);
  }
  await logOut(page);

  // 7. The seller's sales: gross, the voucher, the fee of the seller's tier and the net, as the API computed them.
  const sales = await request.get(`${API_URL}/v1/seller/sales?world=de`, { headers: seller.auth });
  expect(sales.ok()).toBeTruthy();
  const sale = ((await sales.json()) as { recent: { items: { material: { id: number }; gross: number; discount: number; fee: number; net: number; feePercent: number; state: string }[] } })
    .recent.items.find((s) => s.material.id === materialId);
  if (!sale) throw new Error('the sales API does not list the sale');
  const base = gross - discount;
  const fee = Math.floor((base * sale.feePercent + 50) / 100); // half up to the cent (api/src/money/fees.ts)
  const net = base - fee;
  expect(sale.feePercent).toBeGreaterThan(0);
  expect({ gross: cents(sale.gross), discount: cents(sale.discount), fee: cents(sale.fee), net: cents(sale.net), state: sale.state })
    .toEqual({ gross, discount, fee, net, state: 'paid' });

  await logInByApi(page, request, seller.email);
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(href('salesDownloads', {}, 'de', { query: { from: today, to: today } }));
  await expect(page.getByRole('heading', { level: 1, name: 'Verkäufe und Downloads' })).toBeVisible();
  const row = page.getByTestId('sales-recent').getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Bezahlt');
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText(euro(gross));
  await expect(cells.nth(3)).toHaveText(`−${euro(discount)}`);
  await expect(cells.nth(4)).toHaveText(`−${euro(fee)}`);
  await expect(cells.nth(5)).toHaveText(euro(net));
  await page.screenshot({ path: test.info().outputPath('core-loop-sales.png'), fullPage: true });

  // 8. The statements list shows the running month, provisional, with the sale's net; its PDF lists the sale.
  await page.goto(href('invoiceTaxDocuments', {}, 'de'));
  const month = new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
  const running = page.getByTestId('seller-statements').getByRole('row').filter({ hasText: 'Laufender Monat, vorläufig' });
  await expect(running).toHaveCount(1);
  await expect(running).toContainText(month);
  await expect(running).toContainText('Nummer nach Monatsende');
  await expect(running.getByRole('cell').nth(2)).toHaveText(euro(net));
  await running.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('core-loop-statements.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await running.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('core-loop-statements-phone.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  const statement = await download(page, running.getByRole('button', { name: `Vorläufige Abrechnung für ${month} (bisherige Verkäufe) als PDF herunterladen` }));
  expect(statement.name).toBe(`statement-${today.slice(0, 7)}-provisional.pdf`);
  const text = (await pdfPageTexts(statement.bytes)).join(' ');
  expect(text).toContain('Provisional payout statement');
  expect(text).toContain('PROVISIONAL');
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(`${(net / 100).toFixed(2)} EUR`);
  // Numbers are for closed months only: the provisional statement has none.
  expect(text).not.toMatch(/GS-\d{4}-\d{6}/);
});
