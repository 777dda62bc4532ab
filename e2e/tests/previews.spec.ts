import { expect, href, test } from './helpers';
import { publishAndOpen } from './publish';
import { wordsPdf } from './pdf-files';
import { freshAccount, logInByApi } from './users';

// Issue 12 / issue 13 item 1: previews are the seller's own pages, drawn by a background job and
// watermarked. A fresh seller uploads a PDF with a different word on each page, watches the
// previews being made, publishes, and the public material page shows the pages, one per preview.

const WORDS = ['ALPHA', 'BRAVO', 'CHARLIE'];

test('a new seller sees the previews being made from the pages, then buyers see each page watermarked', async ({ page, request }) => {
  test.setTimeout(240_000);
  const seller = await freshAccount(request, 'Preview Seller');
  await logInByApi(page, request, seller.email);

  // Every preview state the upload page was answered with, in order.
  const states: string[] = [];
  page.on('response', async (res) => {
    if (/\/v3\/uploads\/material\/\d+\/previews\?/.test(res.url()) && res.request().method() === 'GET' && res.ok()) {
      states.push(((await res.json()) as { item: { state: string } }).item.state);
    }
  });

  await page.goto(href('firstUpload', {}, 'de'));
  await page.getByLabel('Datei auswählen').setInputFiles({ name: 'bruchrechnen.pdf', mimeType: 'application/pdf', buffer: wordsPdf(WORDS) });
  await expect(page.getByText('Hochgeladen: bruchrechnen.pdf (100 %)')).toBeVisible();

  const previews = page.getByRole('region', { name: 'Vorschau' });
  const thumbs = previews.getByRole('img', { name: /^Vorschauseite \d$/ });
  await expect(thumbs).toHaveCount(3, { timeout: 60_000 });
  await expect(previews.getByText('Fertig. Käufer sehen diese Seiten mit Wasserzeichen.')).toBeVisible();
  // The seller saw the job's progress before the pages: queued or "page n of 3", then ready.
  expect(states.indexOf('ready')).toBeGreaterThan(0);
  expect(states.slice(0, states.indexOf('ready')).every((s) => s === 'queued' || s === 'rendering')).toBe(true);
  await previews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('upload-previews.png'), fullPage: true });

  const title = `Bruchrechnen Alpha Bravo ${Date.now()}`;
  await publishAndOpen(page, title, '3,50');

  // The public gallery: each page's image, as the visitor's browser drew it.
  const gallery = page.getByRole('region', { name: 'Vorschauseiten' });
  const shots: Buffer[] = [];
  for (let n = 1; n <= 3; n += 1) {
    const image = gallery.getByRole('img', { name: new RegExp(`^Vorschauseite ${n} von 3`) });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Its space was reserved from the API's size before it loaded.
    expect(await image.getAttribute('height')).toBe('500');
    expect((await image.getAttribute('src')) ?? '').toMatch(/src=%2Fimages%2Fpreviews%2F\d+%2F\d\.webp%3Fv%3D\d+/);
    shots.push(await image.screenshot());
    if (n < 3) await gallery.getByRole('button', { name: 'Nächste Vorschauseite' }).click();
  }
  expect(shots[0]!.equals(shots[1]!)).toBe(false);
  expect(shots[1]!.equals(shots[2]!)).toBe(false);
  expect(shots[0]!.equals(shots[2]!)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('material-gallery.png') });
});
