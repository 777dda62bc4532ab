import { test, type APIRequestContext } from '@playwright/test';
import { API_URL, expect, href } from './helpers';

// Issue 18, demo content worth reading: a landing page for a subject the world does not have does not
// exist (HTTP 404 from the page server, the not-found view, no "Materiali didattici di" without a
// name), and a subject's landing shows bundles of that subject only.

interface Subject { id: number; title: string }
const subjectsOf = async (request: APIRequestContext, world: string): Promise<Subject[]> =>
  ((await (await request.get(`${API_URL}/v1/filters?world=${world}`)).json()) as { items: { subject: Subject[] } }).items.subject;

test('a landing page for an unknown subject answers 404 and shows the not-found view', async ({ page, request }) => {
  const known = await subjectsOf(request, 'it');
  const unknown = Math.max(...known.map((s) => s.id)) + 100_000;
  const answer = await page.goto(href('lessons', { id: String(unknown) }, 'it'));
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Materiali didattici di\s*$/);

  // A subject of another world is unknown here too.
  const german = (await subjectsOf(request, 'de'))[0]!;
  expect(known.some((s) => s.id === german.id)).toBe(false);
  expect((await request.get(href('lessons', { id: String(german.id) }, 'it'), { maxRedirects: 0 })).status()).toBe(404);

  // The world's own subject: its landing names it.
  const maths = known.find((s) => s.title === 'Matematica')!;
  expect((await page.goto(href('lessons', { id: String(maths.id) }, 'it')))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Materiali didattici di Matematica');
});

test('the maths landing shows only maths bundles', async ({ page, request }) => {
  const maths = (await subjectsOf(request, 'de')).find((s) => s.title === 'Mathematik')!;
  // Every bundle the maths search finds (the landing's query, deeper than its first cards) is a maths bundle.
  const search = (await (await request.get(`${API_URL}/v1/search?world=de&subject=${maths.id}&per_page=100&sort=rating`)).json()) as {
    items: { title: string; isBundle: boolean }[];
  };
  expect(search.items.length).toBeGreaterThan(3);
  for (const bundle of search.items.filter((m) => m.isBundle)) expect(bundle.title).toMatch(/^Materialpaket: Mathematik \(/);

  await page.goto(href('lessons', { id: String(maths.id) }, 'de'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Mathematik/);
  const cards = page.getByTestId('material-card');
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.locator('.tm-card__title').allTextContents()) {
    if (title.startsWith('Materialpaket')) expect(title).toContain('Mathematik');
  }
});
