import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_URL, expect, href, test } from './helpers';
import { confirmAccount, freshAccount, logInByApi } from './users';

// Issue 20 (WCAG 2.2 AA): keyboard only, focus that follows the user, the platform's status region,
// the focus ring's contrast and reflow. The default fixture: no route is registered on any page.

interface Paid {
  id: number;
  slug: string;
  title: string;
}

/** A paid de material (no bundle) that a search for its own title lists first: the keyboard path finds it in the results. */
async function searchableMaterial(request: APIRequestContext): Promise<Paid> {
  const res = await request.get(`${API_URL}/v1/search?world=de&per_page=20&sort=newest&price=paid`);
  expect(res.ok()).toBeTruthy();
  const items = ((await res.json()) as { items: (Paid & { isBundle: boolean })[] }).items.filter((i) => !i.isBundle);
  for (const m of items) {
    const found = await request.get(`${API_URL}/v1/search?world=de&per_page=3&q=${encodeURIComponent(m.title)}`);
    const first = ((await found.json()) as { items: Paid[] }).items[0];
    if (first?.id === m.id) return m;
  }
  throw new Error('no paid de material is the first result of a search for its title');
}

/** What has focus: tag, accessible-ish name and test id; "body" when nothing has. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()}: ${name.replace(/\s+/g, ' ').trim().slice(0, 80)}`;
  });
}

/** Tab (page.keyboard only; Shift+Tab with `back`) until the element has focus; fails after `max` presses, never lands on the body. */
async function tabTo(page: Page, target: Locator, max = 60, back = false) {
  await target.waitFor();
  for (let i = 0; i < max; i += 1) {
    const [here, onBody] = await target.evaluate((el) => [el === document.activeElement, document.activeElement === document.body || !document.activeElement]);
    // Before the first press the page may still be as loaded (nothing focused yet); after a press, never the body.
    if (onBody && i > 0) throw new Error('Tab left focus on the page body');
    if (here) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached in ${max} Tab presses (focus on ${await focused(page)})`).toBeFocused();
}

const statusRegion = (page: Page) => page.getByTestId('status-region');

/** Records every text the shell's status region shows (a later message replaces an earlier one on screen). */
async function recordStatusRegion(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __statusLog: log });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="status-region"]')?.textContent?.replace(/\s+/g, ' ').trim();
      if (text && log[log.length - 1] !== text) log.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Whether the status region says the document's (new) title now. */
const titleSaid = (page: Page) =>
  page.evaluate(() => document.title !== '' && document.querySelector('[data-testid="status-region"]')?.textContent?.replace(/\s+/g, ' ').trim() === document.title);

/** Everything the status region said so far, in order, joined. */
const said = (page: Page) => page.evaluate(() => ((window as unknown as { __statusLog?: string[] }).__statusLog ?? []).join(' | '));

// A cap for a busy machine (the keyboard path takes about 30 s on an idle one).
test.describe.configure({ timeout: 120_000 });

test('keyboard only: from the header search to the invoice confirmation, focus follows and the status region speaks', async ({ page, request }) => {
  const m = await searchableMaterial(request);
  const buyer = await freshAccount(request, 'Kim Keyboard');
  await confirmAccount(request, buyer.email);
  await logInByApi(page, request, buyer.email);
  await recordStatusRegion(page);

  await page.goto(href('home', {}, 'de'));
  await expect(page.getByTestId('header-account')).toBeVisible();
  // The first load leaves focus alone and says nothing.
  await expect(statusRegion(page)).toHaveText('');

  // 1. The header search: type the title, Enter. Focus moves to the results' h1, the new title is said.
  const search = page.locator('header form[role="search"] input').first();
  await tabTo(page, search, 30);
  await page.keyboard.type(m.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=/);
  const resultsHeading = page.getByRole('heading', { level: 1 });
  await expect(resultsHeading).toBeFocused();
  await expect.poll(() => titleSaid(page), 'the status region says the new page title').toBe(true);

  // 2. "Skip to results" (the next Tab stop after the heading) jumps over sort and filters.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zu den Ergebnissen springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Suchergebnisse' })).toBeFocused();
  const cardLink = page.getByTestId('search-results').getByRole('link', { name: m.title, exact: true }).first();
  await tabTo(page, cardLink, 4);
  await page.keyboard.press('Enter');

  // 3. The material page: its h1 takes focus once the remote page has rendered.
  // (The first view of a material may take a while on a busy machine: a longer wait, same assertion.)
  await expect(page.getByRole('heading', { level: 1, name: m.title, exact: true })).toBeFocused({ timeout: 30_000 });
  await expect.poll(() => titleSaid(page), 'the status region says the material page title').toBe(true);
  await expect(statusRegion(page)).toContainText(m.title);

  // 4. Add to cart: focus goes to the "in your cart" link that replaces the button; both changes are said.
  await tabTo(page, page.getByRole('button', { name: 'In den Warenkorb' }), 20);
  await page.keyboard.press('Enter');
  const inCart = page.getByTestId('buy-box').getByRole('link', { name: 'Im Warenkorb' });
  await expect(inCart).toBeFocused();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(() => said(page)).toContain(`„${m.title}“ liegt jetzt in deinem Warenkorb.`);
  await expect.poll(() => said(page)).toContain('1 Artikel in deinem Warenkorb');

  // 5. The favourite toggle keeps focus and says what happened, on and off.
  const favourite = page.getByTestId('buy-box').getByTestId('favourite-toggle');
  await tabTo(page, favourite, 10);
  await page.keyboard.press('Enter');
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(favourite).toBeFocused();
  await expect(statusRegion(page)).toContainText(`„${m.title}“ wurde zu deinen Favoriten hinzugefügt.`);
  await page.keyboard.press('Space');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await expect(favourite).toBeFocused();
  await expect(statusRegion(page)).toContainText(`„${m.title}“ wurde aus deinen Favoriten entfernt.`);

  // 6. To the cart (Shift+Tab back to the link), then to the payment page.
  await tabTo(page, inCart, 10, true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Weiter zur Zahlung' }), 15);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Bestellübersicht' })).toContainText(m.title);

  // 7. The billing address by keyboard, then the order.
  for (const [label, value] of [
    ['Vollständiger Name, Schule oder Firma', 'Kim Keyboard'],
    ['Straße und Hausnummer', 'Tastenweg 1'],
    ['Postleitzahl', '10115'],
    ['Ort', 'Berlin'],
  ] as const) {
    await tabTo(page, page.getByRole('textbox', { name: label, exact: true }), 10);
    await page.keyboard.type(value);
  }
  const order = page.getByRole('button', { name: /^Bestellen und .* bezahlen$/ });
  await tabTo(page, order, 15);
  await page.keyboard.press('Enter');

  // 8. The confirmation: its heading has focus, the emptied cart is said.
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Kauf auf Rechnung ist abgeschlossen' })).toBeFocused();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect.poll(() => said(page)).toContain('0 Artikel in deinem Warenkorb');
  await expect(statusRegion(page)).toContainText('Kauf auf Rechnung abgeschlossen');
});

interface Ring {
  kind: 'link' | 'button' | 'input';
  what: string;
  background: string;
  ratio: number;
}

/**
 * The focus ring of one link, button and input per background colour they sit on (all of the page's
 * visible ones grouped by kind and background), each focused in turn after a real Tab press (so
 * :focus-visible matches as for a keyboard user): the WCAG contrast of the ring (or of its light halo,
 * where the dark ring is close to the background) with the colour beside it.
 */
async function focusRings(page: Page): Promise<Ring[]> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    type Rgb = { r: number; g: number; b: number; a: number };
    const parse = (c: string): Rgb | null => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const lum = ({ r, g, b }: Rgb) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (x: Rgb, y: Rgb) => {
      const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const bgOf = (el: Element | null): Rgb => {
      for (let n = el; n; n = n.parentElement) {
        const c = parse(getComputedStyle(n).backgroundColor);
        if (c && c.a > 0.5) return c;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const css = ({ r, g, b }: Rgb) => `rgb(${r}, ${g}, ${b})`;
    const kindOf = (el: Element) => (el.matches('a[href]') ? 'link' : el.matches('button') ? 'button' : el.matches('input:not([type="hidden"]), select, textarea') ? 'input' : null);
    const groups = new Map<string, HTMLElement>();
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')) {
      const kind = kindOf(el);
      const box = el.getBoundingClientRect();
      if (!kind || box.width === 0 || box.height === 0 || el.closest('[hidden], [inert]') || (el as HTMLButtonElement).disabled) continue;
      const key = `${kind} ${css(bgOf(el.parentElement))}`;
      if (!groups.has(key)) groups.set(key, el);
    }
    const rings: Ring[] = [];
    for (const el of groups.values()) {
      el.focus({ preventScroll: true });
      const kind = kindOf(el) as Ring['kind'];
      const what = el.outerHTML.replace(/\s+/g, ' ').slice(0, 100);
      const style = getComputedStyle(el);
      const ring = parse(style.outlineColor);
      if (!el.matches(':focus-visible') || style.outlineStyle === 'none' || !ring || parseFloat(style.outlineWidth) < 2) {
        rings.push({ kind, what, background: css(bgOf(el.parentElement)), ratio: 0 });
        continue;
      }
      // An outline drawn inside the element sits on its own background; outside it, on the parent's.
      const beside = parseFloat(style.outlineOffset) < 0 ? bgOf(el) : bgOf(el.parentElement);
      const halo = parse(style.boxShadow.split(/\)\s/)[0] + ')');
      let best = ratio(ring, beside);
      if (halo && halo.a > 0.5) best = Math.max(best, Math.min(ratio(halo, beside), ratio(halo, ring)));
      // An input's ring is also judged against the input's own background (#f6f7f8 for the search box).
      const own = parse(style.backgroundColor);
      if (kind === 'input' && own && own.a > 0.5) best = Math.min(best, ratio(ring, own));
      rings.push({ kind, what, background: css(bgOf(el.parentElement)), ratio: Math.round(best * 100) / 100 });
    }
    return rings;
  });
}

test('the focus ring has at least 3:1 for links, buttons and inputs on every background they appear on', async ({ page }) => {
  await page.goto(href('searchResults', {}, 'de', { query: { q: 'Arbeitsblatt' } }));
  await expect(page.getByTestId('material-card').first()).toBeVisible();
  const seen = await focusRings(page);
  const weak = seen.filter((r) => r.ratio < 3);
  expect(weak, `focus rings under 3:1:\n${weak.map((r) => `${r.kind} on ${r.background}: ${r.ratio} ${r.what}`).join('\n')}`).toEqual([]);
  // The backgrounds the issue names: white (header, cards), the page grey #f6f7f8, the dark footer #12262a.
  const on = (kind: Ring['kind'], bg: string) => seen.some((r) => r.kind === kind && r.background === bg);
  const found = seen.map((r) => `${r.kind} on ${r.background}`).join(', ');
  expect(on('link', 'rgb(255, 255, 255)') && on('link', 'rgb(246, 247, 248)') && on('link', 'rgb(18, 38, 42)'), `links on white, #f6f7f8 and the footer; found ${found}`).toBe(true);
  expect(on('button', 'rgb(255, 255, 255)'), `buttons on white; found ${found}`).toBe(true);
  expect(on('input', 'rgb(255, 255, 255)') && on('input', 'rgb(246, 247, 248)'), `inputs on white and #f6f7f8; found ${found}`).toBe(true);
});

/** Header controls whose boxes overlap another's (leaf controls only: links, buttons, inputs, the count badge). */
async function overlappingHeaderControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>('header a, header button, header input, header [data-testid="cart-count"]')]
      .filter((el) => el.offsetParent !== null && !el.closest('[hidden]'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const out: string[] = [];
    for (let i = 0; i < items.length; i += 1) {
      for (let j = i + 1; j < items.length; j += 1) {
        const a = items[i];
        const b = items[j];
        if (!a || !b || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 1 && y > 1) out.push(`${a.el.outerHTML.slice(0, 60)} × ${b.el.outerHTML.slice(0, 60)}`);
      }
    }
    return out;
  });
}

test('reflow: 320 px without sideways scrolling, 200 % text without overlapping header controls', async ({ page, request }) => {
  const m = await searchableMaterial(request);
  await logInByApi(page, request, (await freshAccount(request, 'Rhea Reflow')).email);
  const pages: [string, string][] = [
    ['home', href('home', {}, 'de')],
    ['search', href('searchResults', {}, 'de', { query: { q: 'Arbeitsblatt' } })],
    ['material', href('material', { id: String(m.id), slug: m.slug }, 'de')],
    ['cart', href('shoppingCart', {}, 'de')],
    ['payment', href('payment', {}, 'de')],
  ];
  const ready = async (label: string) => {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.tm-skeleton, [aria-busy="true"]')).toHaveCount(0);
    if (label === 'material') {
      await expect(page.getByTestId('buy-box')).toBeVisible();
      // Something in the cart, so the cart and payment pages show their lines and form.
      if ((await page.getByTestId('cart-count').textContent()) !== '1') {
        await page.getByRole('button', { name: 'In den Warenkorb' }).click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
      }
    }
    if (label === 'payment') await expect(page.getByRole('region', { name: 'Bestellübersicht' })).toBeVisible();
  };

  // Each page once: at 320 x 640, then at a desktop width with the root font size doubled (200 % text).
  const sideways = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  for (const [label, url] of pages) {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(url);
    await ready(label);
    const narrow = await sideways();
    expect.soft(narrow.scroll, `${label} at 320 px scrolls sideways (${narrow.scroll} > ${narrow.client})`).toBeLessThanOrEqual(narrow.client);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => { document.documentElement.style.fontSize = '200%'; });
    // The wide header (search box in the bar) replaces the compact one at this width.
    await expect(page.locator('header form[role="search"]')).toBeVisible();
    expect.soft(await overlappingHeaderControls(page), `${label} at 200 % text: header controls overlap`).toEqual([]);
    const large = await sideways();
    expect.soft(large.scroll, `${label} at 200 % text scrolls sideways`).toBeLessThanOrEqual(large.client);
  }
});
