import { BASE_URL } from '../playwright.config';
import { API_URL, expect, href, test } from './helpers';
import { freshAccount, freshSeller, logInByApi, otherVisitor } from './users';

// Issue 18: the catalogue talks back (comments, the author's answer, who may rate), the country
// switch keeps your place, and numbers follow the world (no decimals for yen). No request is
// intercepted: the browser talks to the real origins as a visitor's does.

test('a reader asks under a material, its author answers, and a reader who did not buy it is told why there is no rating form', async ({ page, request, browser }) => {
  const seller = await freshSeller(request, 'Alma Autorin');
  const reader = await freshAccount(request, 'Rico Leser');
  const materialPath = href('material', { id: String(seller.material.id), slug: seller.material.slug }, 'de');
  const question = `Gibt es dazu Lösungen? ${Date.now()}`;

  // The reader writes a question on the material page.
  await logInByApi(page, request, reader.email);
  await page.goto(materialPath);
  await page.getByRole('textbox', { name: 'Dein Kommentar oder deine Frage' }).fill(question);
  await page.getByRole('button', { name: 'Kommentar senden' }).click();
  const comments = page.getByRole('region', { name: 'Kommentare' });
  // In the list (not the text box it was typed into), once the API stored it.
  await expect(comments.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await expect(comments.getByRole('textbox', { name: 'Dein Kommentar oder deine Frage' })).toHaveValue('');
  // Read back by another session (anonymous, through the API).
  const listed = await (await request.get(`${API_URL}/v1/materials/${seller.material.id}/comments?world=de`)).json();
  expect(listed.items.map((c: { body: string }) => c.body)).toContain(question);

  // The material's author answers it in their own browser.
  const author = await otherVisitor(browser);
  await logInByApi(author, request, seller.email);
  await author.goto(materialPath);
  const thread = author.getByRole('listitem').filter({ hasText: question }).first();
  await thread.getByRole('button', { name: 'Antworten' }).click();
  await thread.getByRole('textbox', { name: 'Deine Antwort als Autor' }).fill('Ja, auf der letzten Seite.');
  await thread.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(thread.getByRole('list', { name: 'Antworten' }).getByText('Ja, auf der letzten Seite.')).toBeVisible();
  await author.context().close();

  // The reader sees the answer under the question, marked as the author's.
  await page.reload();
  const answers = page.getByRole('listitem').filter({ hasText: question }).first().getByRole('list', { name: 'Antworten' });
  await expect(answers.getByText('Ja, auf der letzten Seite.')).toBeVisible();
  await expect(answers.getByText('Autor', { exact: true })).toBeVisible();

  // Not bought: the rating page says why and shows no form.
  await page.goto(href('materialFeedback', { id: String(seller.material.id) }, 'de'));
  await expect(page.getByText('Nur wer dieses Material gekauft hat, kann es bewerten.', { exact: false })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Deine Bewertung' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
});

test('the country switch leads from a German search with filters to the Italian search with the same filters', async ({ page }) => {
  await page.goto(href('searchResults', {}, 'de', { query: { q: 'Bruch', subject: 1 } }));
  // Everything the shell's status region says from here on (what a screen reader hears).
  await page.getByTestId('status-region').evaluate((region) => {
    const said: string[] = [];
    Object.assign(window, { said });
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: /^DE ?, Land: Deutschland\. Land wechseln$/ }).click();
  await page.getByRole('navigation', { name: 'Land auswählen' }).getByRole('link', { name: 'Italien' }).click();
  await expect(page).toHaveURL(`${BASE_URL}${href('searchResults', {}, 'it')}?q=Bruch&subject=1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(await page.evaluate(() => window.localStorage.getItem('lastVisitedWorld'))).toBe('it');
  // The switch is announced in the new page's language, after its title.
  await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said.join(' | '))).toContain('Paese cambiato: Italia');
});

test('a yen price is written without decimals', async ({ page }) => {
  await page.goto(href('searchResults', {}, 'jp', { query: { price: 'paid' } }));
  const price = page.locator('.tm-price').filter({ hasText: '¥' }).first();
  await expect(price).toBeVisible();
  expect(await price.textContent()).toMatch(/^\d{1,3}([\s\u00a0\u202f,.]\d{3})*[\s\u00a0]?¥$/);
});
