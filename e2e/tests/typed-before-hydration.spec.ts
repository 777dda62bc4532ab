import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, de, expect, gotoServerHtml, href, test } from './helpers';

// Issue 15 (s19): a visitor who types into a server-rendered page before the browser has taken it over
// (its scripts start after the first paint; on a slow line or phone the fields are there seconds earlier)
// keeps every character, and gets what the text starts once the page is interactive: the header's
// suggestions, the help centre's filter, the search filters' price range; likewise the boxes ticked and
// the options chosen in the search page's filters and sort. Made deterministic by holding
// the page's scripts back until the test has typed. No route: the page keeps its origins and CORS checks.

/**
 * Holds back the scripts a server-rendered page starts after its first paint (`after-first-paint.js`
 * appends them to the head, at the first key or focus at once) until the returned function is called.
 */
async function holdPageScripts(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const held: Node[] = [];
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (this === document.head && child instanceof HTMLScriptElement && child.src) {
        held.push(child);
        return child;
      }
      return append.call(this, child) as T;
    };
    Object.assign(window, {
      e2eReleaseScripts: () => {
        Node.prototype.appendChild = append;
        for (const script of held.splice(0)) document.head.appendChild(script);
      },
    });
  });
  return async () => {
    // Nothing of the browser's may have run before: what was typed went into the server's HTML alone.
    await expect(page.locator('#root[data-ssr]:not([data-interactive])')).toBeAttached();
    await page.evaluate(() => (window as unknown as { e2eReleaseScripts: () => void }).e2eReleaseScripts());
    await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
  };
}

/** A page as the server rendered it (asked for once first: a cold render over budget sends the plain shell, by design). */
async function openServerRendered(page: Page, request: APIRequestContext, url: string) {
  await request.get(url);
  await gotoServerHtml(page, url);
  await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'rendered');
}

test('a word typed into the header search before hydration stays, with its suggestions', async ({ page, request }) => {
  const release = await holdPageScripts(page);
  await openServerRendered(page, request, href('home', {}, 'de'));
  const box = page.locator('header').getByRole('combobox', { name: de('search', 'suggest.label') });
  await box.click();
  await box.pressSequentially('Mathe');
  const suggested = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/suggest' && new URL(r.url()).searchParams.get('q') === 'Mathe', { timeout: 15_000 });
  await release();

  await suggested;
  const options = page.locator('header').getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).toMatch(/mathe/i);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Not a character lost, the focus and the caret where the visitor left them: typing on appends.
  await expect(box).toHaveValue('Mathe');
  await expect(box).toBeFocused();
  await page.keyboard.type('matik');
  await expect(box).toHaveValue('Mathematik');
  await expect(options.first()).toContainText(/mathematik/i);
});

test('a word typed into the help centre\'s search before hydration filters its articles', async ({ page, request }) => {
  const release = await holdPageScripts(page);
  await openServerRendered(page, request, href('help', {}, 'de'));
  const articles = page.locator('.tm-help__article');
  const all = await articles.count();
  const first = (await articles.first().locator('summary').textContent())?.trim() ?? '';
  const word = first.split(/\s+/).find((w) => w.length >= 5) ?? first;
  const box = page.getByRole('searchbox', { name: de('help-center', 'search') });
  await box.click();
  await box.pressSequentially(word);
  await release();

  await expect(box).toHaveValue(word);
  // The search opens and keeps only the matching articles, the first among them.
  await expect(page.locator('.tm-help__article[open]').first()).toBeVisible();
  await expect(page.locator('.tm-help__article[open] summary').first()).toHaveText(first);
  expect(await page.locator('.tm-help__article:not([open])').count()).toBe(0);
  expect(await articles.count()).toBeLessThanOrEqual(all);
  // Every topic left holds the word (in its title, which keeps all its articles, or in an article).
  for (const text of await page.locator('.tm-help__topic').allTextContents()) expect(text.toLowerCase()).toContain(word.toLowerCase());
});

test('a price typed into the search filters before hydration is the one applied', async ({ page, request }) => {
  const release = await holdPageScripts(page);
  await openServerRendered(page, request, href('searchResults', {}, 'de'));
  const min = page.getByRole('spinbutton', { name: de('search', 'filters.priceMin') });
  await min.click();
  await min.pressSequentially('3');
  await release();

  await expect(min).toHaveValue('3');
  await page.getByRole('button', { name: de('search', 'filters.apply') }).click();
  await expect(page).toHaveURL(/[?&]price_min=3(&|$)/);
  await expect(min).toHaveValue('3');
});

/** The search page's price fields, its Apply, its sort and its subject filters. */
function searchFilters(page: Page) {
  const subjects = page.locator('#tm-search-filters fieldset').filter({ has: page.locator('legend', { hasText: de('search', 'filters.subject') }) });
  return {
    min: page.getByRole('spinbutton', { name: de('search', 'filters.priceMin') }),
    max: page.getByRole('spinbutton', { name: de('search', 'filters.priceMax') }),
    apply: page.getByRole('button', { name: de('search', 'filters.apply') }),
    /** The first subject offered, by its value: the list's order follows the results' counts, which a navigation reloads. */
    firstSubject: async () => {
      const value = (await subjects.getByRole('checkbox').first().getAttribute('value')) as string;
      return { value, box: subjects.locator(`input[type="checkbox"][value="${value}"]`) };
    },
    sort: page.getByRole('combobox', { name: de('search', 'sort.label') }),
  };
}

// Issue 16 follow-up: a price typed but not applied yet is not lost when a filter or the sort applies
// itself (each is a navigation, which rendered the price fields afresh from the address, empty). It stays
// in its field, still not applied: money filters are applied when the visitor says so (Apply), never by
// ticking something else.
test('a price typed but not applied stays in its fields, unapplied, when a filter is ticked or the sort changes', async ({ page }) => {
  await page.goto(href('searchResults', {}, 'de'));
  await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
  const f = searchFilters(page);
  await f.min.fill('3');
  await f.max.fill('20');
  const { value: subject, box } = await f.firstSubject();
  // A click, not check(): the box shows the address's state, which the router renders in a transition.
  await box.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('subject') === subject);
  await expect(box).toBeChecked();
  await f.sort.selectOption('newest');
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'newest' && url.searchParams.get('subject') === subject);
  expect(new URL(page.url()).searchParams.has('price_min')).toBe(false);
  await expect(f.min).toHaveValue('3');
  await expect(f.max).toHaveValue('20');
  await expect(box).toBeChecked();
  // Apply takes the price with what was ticked before.
  await f.apply.click();
  await expect(page).toHaveURL((url) => {
    const q = url.searchParams;
    return q.get('price_min') === '3' && q.get('price_max') === '20' && q.get('subject') === subject && q.get('sort') === 'newest';
  });
  await expect(f.min).toHaveValue('3');
});

test('a price typed and a filter ticked before hydration: the filter is applied, the price stays in its field unapplied', async ({ page, request }) => {
  const release = await holdPageScripts(page);
  await openServerRendered(page, request, href('searchResults', {}, 'de'));
  const f = searchFilters(page);
  await f.min.click();
  await f.min.pressSequentially('3');
  const { value: subject, box } = await f.firstSubject();
  await box.check();
  await release();

  await expect(page).toHaveURL((url) => url.searchParams.get('subject') === subject && !url.searchParams.has('price_min'));
  await expect(box).toBeChecked();
  await expect(f.min).toHaveValue('3');
  await f.apply.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('subject') === subject && url.searchParams.get('price_min') === '3');
  await expect(f.min).toHaveValue('3');
});

interface Bucket { id: number | string; title: string; count: number }
interface Search { items: { title: string }[]; total: number; approximate?: boolean; facets: Record<'subject' | 'material_type' | 'price', Bucket[]> }

test('filters ticked and a sort chosen in the search page before hydration are applied together', async ({ page, request }) => {
  const search = async (query: string) => (await (await request.get(`${API_URL}/v1/search?world=de&page=1&per_page=24&${query}`)).json()) as Search;
  // Options the server's page offers (its facets), each narrowing what the previous ones left, never to nothing.
  const all = await search('sort=relevance');
  const narrowing = (buckets: Bucket[], total: number) => buckets.filter((b) => b.count > 0 && b.count < total);
  const subject = narrowing(all.facets.subject, all.total)[0];
  if (!subject) throw new Error('no subject narrows the seeded search');
  const bySubject = await search(`sort=relevance&subject=${subject.id}`);
  const release = await holdPageScripts(page);
  await openServerRendered(page, request, href('searchResults', {}, 'de'));
  const group = (key: string) => page.locator('#tm-search-filters fieldset').filter({ has: page.locator('legend', { hasText: de('search', `filters.${key}`) }) });
  const option = (key: string, title: string) => group(key).locator('label').filter({ has: page.getByText(title, { exact: true }) }).getByRole('checkbox');
  // A material type the server's panel shows (at most 15 of a group are).
  let type: Bucket | undefined;
  for (const b of narrowing(bySubject.facets.material_type, bySubject.total)) {
    if (all.facets.material_type.some((a) => a.id === b.id && a.count > 0) && (await option('material_type', b.title).count()) === 1) {
      type = b;
      break;
    }
  }
  if (!type) throw new Error('no material type narrows the seeded search for the subject');
  const byType = await search(`sort=relevance&subject=${subject.id}&material_type=${type.id}`);
  const price = byType.facets.price.find((b) => b.count > 0) as Bucket;
  const expected = await search(`sort=newest&subject=${subject.id}&material_type=${type.id}&price=${price.id}`);
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);

  await option('subject', subject.title).check();
  await option('material_type', type.title).check();
  const priceRadio = group('price').getByRole('radio', { name: de('search', `filters.${price.id}`) });
  await priceRadio.check();
  const sort = page.getByRole('combobox', { name: de('search', 'sort.label') });
  await sort.selectOption('newest');
  await release();

  // All four in the address (one navigation took them all), the controls as the visitor left them...
  await expect(page).toHaveURL((url) => {
    const q = url.searchParams;
    return q.get('subject') === String(subject.id) && q.get('material_type') === String(type.id) && q.get('price') === String(price.id) && q.get('sort') === 'newest';
  });
  await expect(option('subject', subject.title)).toBeChecked();
  await expect(option('material_type', type.title)).toBeChecked();
  await expect(priceRadio).toBeChecked();
  await expect(sort).toHaveValue('newest');
  // ... and the results are the API's for those filters, in its order.
  const cards = page.getByTestId('search-results').getByTestId('material-card');
  await expect(cards.getByRole('heading')).toHaveText(expected.items.map((m) => m.title));
  if (!expected.approximate) await expect(page.locator('.tm-search-page__count')).toContainText(expected.total.toLocaleString('de-DE'));
});

test('an order chosen for the interactive materials before hydration is the one shown', async ({ page, request }) => {
  const list = async (sort: string) =>
    ((await (await request.get(`${API_URL}/v1/search?world=de&interactive=true&sort=${sort}&page=1&per_page=24`)).json()) as Search).items.map((m) => m.title);
  const [newest, cheapest] = [await list('newest'), await list('price_asc')];
  expect(cheapest).not.toEqual(newest); // the server's page (newest first) is not already in that order
  const release = await holdPageScripts(page);
  await openServerRendered(page, request, href('interactiveMaterials', {}, 'de'));
  const sort = page.getByRole('combobox', { name: de('new-interactive', 'materials.sort') });
  await sort.selectOption('price_asc');
  await release();

  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'price_asc');
  await expect(sort).toHaveValue('price_asc');
  await expect(page.getByTestId('material-card').getByRole('heading')).toHaveText(cheapest);
});
