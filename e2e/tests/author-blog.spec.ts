import { de, expect, href, test } from './helpers';

test.describe('author remote: blog post, author page, user profile', () => {
  test('from the home blog tab to a post, then to its author and their blog tab', async ({ page }) => {
    await page.goto(href('home', {}, 'de'));
    await page.getByRole('navigation', { name: de('home', 'tabs.label') }).getByRole('link', { name: de('home', 'tabs.blog') }).click();
    const first = page.locator('.tm-home__posts h3 a').first();
    await expect(first).toBeVisible();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/de\/beitrag\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.tm-post__body p').first()).toBeVisible();
    const postUrl = new URL(page.url()).pathname;

    const author = page.locator('.tm-post__author-name');
    const name = (await author.textContent()) ?? '';
    await author.click();
    await expect(page).toHaveURL(/\/de\/autor\/\d+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    await page.getByRole('link', { name: de('author-page', 'tabs.blog') }).click();
    await expect(page).toHaveURL(/\/de\/autor\/\d+\/[^/]+\/blog$/);
    await expect(page.locator(`.tm-author__posts a[href="${postUrl}"]`)).toBeVisible();
    // The tab is URL state: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('link', { name: de('author-page', 'tabs.blog') })).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown post id shows the 404 page with noindex', async ({ page }) => {
    await page.goto(href('blogPost', { id: 99999999 }, 'de'));
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('common', 'notFound.title'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a user profile renders, and a wrong slug goes to the canonical one', async ({ page }) => {
    await page.goto(href('userProfile', { id: 1, slug: 'falscher-name' }, 'de'));
    await expect(page).toHaveURL(/\/de\/id\/1\/bea-buyer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bea Buyer');
    await expect(page.getByRole('link', { name: de('author-page', 'profile.tabs.following') })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: de('author-page', 'profile.tabs.folders') }).click();
    await expect(page).toHaveURL(/\/de\/id\/1\/bea-buyer\/folders$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(de('author-page', 'profile.foldersTitle').replace('{{name}}', 'Bea Buyer'));
  });

  test('the interactive sub-pages render from the API', async ({ page }) => {
    await page.goto(href('interactiveMaterials', {}, 'de'));
    await expect(page.getByTestId('material-card').first()).toBeVisible();
    await page.goto(href('courses', {}, 'de'));
    await expect(page.getByTestId('coming-soon')).toContainText(de('new-interactive', 'soon.notYet'));
  });
});
