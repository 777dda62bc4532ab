import { expect, href, openAccountMenu, test } from './helpers';
import { logInByApi } from './users';

// The marketplace header: desktop account menu (keyboard, links, close rules) and the phone
// header's single row with its menu panel, against the real API. The seeded accounts are only looked
// at, logged in through the API (the login form is session.spec.ts's subject).

test('desktop: the account menu opens by keyboard, lists the seller pages and closes again', async ({ page, request }) => {
  await logInByApi(page, request, 'seller@teachmarket.test');
  await page.goto(href('home', {}, 'de'));
  const account = page.getByTestId('header-account');
  await expect(account).toContainText('Sam Seller');
  const toggle = account.getByRole('button', { name: 'Kontomenü von Sam Seller' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(account.getByRole('button', { name: 'Abmelden' })).toBeHidden();

  // ArrowDown opens on the first entry; arrows move; Escape closes and gives focus back.
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(account.getByRole('link', { name: 'Gekaufte Materialien' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(account.getByRole('link', { name: 'Favoriten' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(account.getByRole('button', { name: 'Abmelden' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Enter opens too; a click outside closes.
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // A seller's menu links the seller pages; following one closes the menu and opens the page.
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Meine Materialien' })).toHaveAttribute('href', href('uploadEdit', {}, 'de'));
  await expect(menu.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', href('billingAddress', {}, 'de'));
  await menu.getByRole('link', { name: 'Verkäufe und Downloads' }).click();
  await expect(page).toHaveURL(new RegExp(`${href('salesDownloads', {}, 'de')}$`));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // The cabinet navigation is grouped; the current page is marked in its section.
  const nav = page.getByRole('navigation', { name: 'Mein Konto' });
  await expect(nav.getByRole('heading', { name: 'Verkaufen' })).toBeVisible();
  await expect(nav.getByRole('list', { name: 'Verkaufen' }).getByRole('link', { name: 'Verkäufe und Downloads' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('list', { name: 'Einkäufe' }).getByRole('link', { name: 'Gekaufte Materialien' })).toBeVisible();
  await expect(nav.getByRole('list', { name: 'Konto' }).getByRole('link', { name: 'Rechnungsadresse' })).toBeVisible();
  await expect(page.getByRole('link', { name: '0 Artikel in deinem Warenkorb' })).toBeVisible();
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one header row; the menu panel traps focus, closes with Escape and offers log in', async ({ page }) => {
    await page.goto(href('help', {}, 'de'));
    const header = page.locator('header');
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThan(70);
    await expect(page.getByTestId('cart-count')).toBeVisible();

    // The search box is one tap away.
    await page.getByRole('button', { name: 'Suche einblenden' }).click();
    await expect(header.getByRole('combobox')).toBeFocused();
    await page.getByRole('button', { name: 'Suche ausblenden' }).click();
    await expect(header.getByRole('combobox')).toHaveCount(0);

    const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menü' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Menü schließen' })).toBeFocused();
    // Tab from the last entry (the folded country switch, issue 18) wraps to the first: focus stays in the panel.
    await panel.getByRole('button', { name: /^Land: Deutschland/ }).focus();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Menü schließen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await panel.getByTestId('header-login').click();
    await expect(page).toHaveURL(new RegExp(`${href('login', {}, 'de')}$`));
    await expect(panel).toHaveCount(0);
  });

  test('logged in: the account pages and log out are in the menu panel', async ({ page, request }) => {
    await logInByApi(page, request, 'buyer@teachmarket.test');
    await page.goto(href('home', {}, 'de'));
    const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
    await expect(menuButton.locator('.tm-avatar')).toBeVisible();
    await menuButton.click();
    const account = page.getByRole('dialog', { name: 'Menü' }).getByTestId('header-account');
    await expect(account.getByRole('link', { name: 'Favoriten' })).toHaveAttribute('href', href('favourites', {}, 'de'));
    await expect(account.getByRole('link', { name: 'Verkäufe und Downloads' })).toHaveCount(0);
    await Promise.all([page.waitForEvent('load'), account.getByRole('button', { name: 'Abmelden' }).click()]);
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
});
