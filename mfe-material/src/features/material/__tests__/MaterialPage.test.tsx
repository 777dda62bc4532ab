import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $announcement, $cart, $cartCount, $favourites, $session, $user, href, setHttpClient, storage, type Material, type User } from '@teachmarket/shared-kit';
import { $folders } from '@teachmarket/shared-kit/folders';
import { createFixtureClient, createTestI18n, httpError, materialSummary } from '@teachmarket/shared-kit/testing';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import MaterialPage from '../MaterialPage';

function material(overrides: Partial<Material> = {}): Material {
  return {
    ...materialSummary({ price: 5, finalPrice: 4, discount: 20, bestInCategories: ['Bestseller in Kunst'] }),
    description: '<p>Zwölf <strong>Übungen</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    materialFiles: [{ type: 'pdf', pages: 12 }],
    previews: [
      // Both fields name the watermarked image (issue 13); ?v= is the render, width/height its pixels.
      { plain: 'http://api.test/images/previews/33/1.webp?v=2', watermarked: 'http://api.test/images/previews/33/1.webp?v=2', width: 353, height: 500 },
      { plain: 'http://api.test/images/previews/33/2.webp?v=2', watermarked: 'http://api.test/images/previews/33/2.webp?v=2', width: 500, height: 354 },
    ],
    bundle: null,
    containedInBundles: [],
    schoolTypes: [{ id: 'primary', title: 'Grundschule' }],
    learningYears: [],
    isBundleInteractive: false,
    purchase_id: null,
    publishedAt: '2024-02-01T10:00:00.000Z',
    pages: 12,
    salesCount: 3,
    ...overrides,
  };
}

const EMPTY_LIST = { items: [], total: 0, page: 1, per_page: 10 };
const cartWith = (ids: number[]) => ({
  items: { cart: { token: 't', cartItems: ids.map((id) => ({ ...materialSummary({ id }), hasFixedPrice: true })), itemsInBundles: [], voucher: null, voucherError: null, usedCredits: 0, originalPrice: 4, totalVoucherDiscount: 0, finalPrice: 4, currencyCode: 'EUR' } },
});

function Page() {
  const params = useParams();
  const location = useLocation();
  return (
    <>
      <MaterialPage routeId="material" world="de" params={{ id: params.id ?? '', slug: params.slug ?? '' }} query={new URLSearchParams()} />
      <output data-testid="location">{location.pathname}</output>
    </>
  );
}

function renderPage(answers: Parameters<typeof createFixtureClient>[0], slug = 'farbenlehre-ubungen-mit-losungen') {
  const client = createFixtureClient({
    'get v1/materials/33/ratings': { ...EMPTY_LIST, summary: { average: 4.4, count: 5 } },
    'get v1/materials/33/comments': EMPTY_LIST,
    'get v1/search': { items: [], total: 0, page: 1, per_page: 5, facets: { subject: [], class_grade: [], material_type: [], school_type: [], price: [] } },
    ...answers,
  });
  setHttpClient(client);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter initialEntries={[`/de/material/33/${slug}`]}>
        <Routes>
          <Route path="/de/material/:id/:slug" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return client;
}

beforeEach(() => {
  $cart.set({ ...$cart.get(), cartItems: [] });
  $favourites.set({ ids: [], total: 0, loaded: false });
  storage.remove('anonymous_favourites_token');
  storage.remove('isLoggedIn');
});

describe('MaterialPage', () => {
  it('shows the material: title, price with discount, badge, sanitised description, files, previews, title and structured data', async () => {
    renderPage({ 'get v1/materials/33': { item: material() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
    expect(screen.getByText('Bestseller in Kunst')).toBeInTheDocument();
    expect(screen.getByText('−20 %')).toBeInTheDocument();
    // Rendered by the browser alone, so sanitised by DOMPurify, loaded on demand (issue 16: SanitizedHtml).
    expect(await screen.findByText('Übungen')).toBeInTheDocument();
    expect(document.querySelector('.tm-material__description')!.innerHTML).toBe('<p>Zwölf <strong>Übungen</strong></p>');
    expect(screen.getByText('Number of pages: 12')).toBeInTheDocument();
    const preview = screen.getByRole('img', { name: /Preview page 1 of 2/ });
    expect(preview.getAttribute('src')).toContain('/images/resize?src=%2Fimages%2Fpreviews%2F33%2F1.webp%3Fv%3D2&h=500');
    // The page's size reserves its space before the image arrives.
    expect(preview).toHaveAttribute('width', '353');
    expect(preview).toHaveAttribute('height', '500');
    expect(document.title).toBe('Farbenlehre: Übungen mit Lösungen – Teachmarket');
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', price: '4.00', priceCurrency: 'EUR' }, aggregateRating: { ratingValue: 4.4, reviewCount: 5 } });
  });

  it('names the grades in the world\'s words the API gives, not the bare numbers ("7" for a French 5e, s16 QA)', async () => {
    renderPage({ 'get v1/materials/33': { item: material({ grades: [6, 7], gradeTitles: [{ id: 6, title: '6e' }, { id: 7, title: '5e' }] }) } });
    const term = await screen.findByText('Grades', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(/^6e, 5e$/);
  });

  it('pages through the previews with buttons', async () => {
    renderPage({ 'get v1/materials/33': { item: material() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Next preview page' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Preview page 2 of 2/ })).toHaveAttribute('width', '500');
  });

  it('add to cart updates the shared cart at once and then links to the cart', async () => {
    const client = renderPage({ 'get v1/materials/33': { item: material() }, 'post v1/cart/add': cartWith([33]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect($cartCount.get()).toBe(1);
    expect(client.calls.find((c) => c.path === 'v1/cart/add')?.options?.json).toEqual({ material_id: 33 });
    const inCart = await screen.findByRole('link', { name: 'In your cart' });
    expect(inCart).toHaveAttribute('href', href('shoppingCart', {}, 'de'));
    // Issue 20: the link that replaced the button has focus (not the body), and the change was said.
    expect(inCart).toHaveFocus();
    expect($announcement.get().message).toContain('was added to your cart.');
  });

  it('a free material offers no cart or purchase (the API refuses free materials in a cart)', async () => {
    renderPage({ 'get v1/materials/33': { item: material({ isFree: true, price: 0, finalPrice: 0, discount: 0 }) } });
    await screen.findByRole('heading', { level: 1 });
    const box = screen.getByTestId('buy-box');
    expect(within(box).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(within(box).queryByRole('button', { name: /buy now/i })).toBeNull();
  });

  it('says so when adding to the cart fails', async () => {
    renderPage({ 'get v1/materials/33': { item: material() }, 'post v1/cart/add': httpError(503) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be added to the cart');
    // Issue 20: an error shown as an alert is read once: not announced through the status region as well;
    // the button stays and keeps focus.
    expect($announcement.get().message).not.toContain('The material could not be added to the cart. Please try again.');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('says so when a favourite cannot be changed (an alert beside the button, not announced too)', async () => {
    renderPage({ 'get v1/materials/33': { item: material() }, 'post v3/subscriptions/anonymous/subscribe': httpError(503) });
    const buyBox = within(await screen.findByTestId('buy-box'));
    await userEvent.click(buyBox.getByRole('button', { name: 'Add to favourites' }));
    expect(await buyBox.findByRole('alert')).toHaveTextContent('Your favourites could not be updated. Please try again.');
    // Issue 20: an error shown as an alert is read once: not announced through the status region as well.
    expect($announcement.get().message).not.toContain('Your favourites could not be updated. Please try again.');
    expect(buyBox.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the folders cannot be changed', async () => {
    storage.set('isLoggedIn', 'true');
    storage.set('access_token', 'tok-folders');
    $folders.set({ ...$folders.get(), folders: [], loaded: false });
    renderPage({
      'get v1/materials/33': { item: material() },
      'post v3/folders/materials/query': { items: [{ id: 5, title: 'Kunst', parent_id: null, is_archive: false, folder_type: 'favorite', _total: 0, folders_materials: [] }], total: 1 },
      'post v3/folders/materials/33/sync': httpError(503),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to folder' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Kunst' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The folders could not be updated. Please try again.');
    // Issue 20: an error shown as an alert is read once: not announced through the status region as well.
    expect($announcement.get().message).not.toContain('The folders could not be updated. Please try again.');
    storage.remove('access_token');
  });

  it('an anonymous favourite toggles on and off', async () => {
    const client = renderPage({
      'get v1/materials/33': { item: material() },
      'post v3/subscriptions/anonymous/subscribe': { id: 33, total: 1 },
      'post v3/subscriptions/anonymous/unsubscribe': { id: 33, total: 0 },
    });
    const buyBox = within(await screen.findByTestId('buy-box'));
    const toggle = buyBox.getByRole('button', { name: 'Add to favourites' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(await buyBox.findByRole('button', { name: 'In your favourites' })).toHaveAttribute('aria-pressed', 'true');
    const sent = client.calls.find((c) => c.path === 'v3/subscriptions/anonymous/subscribe')?.options?.json as { token: string; subjectId: number };
    expect(sent.subjectId).toBe(33);
    expect(sent.token).toBe(storage.get('anonymous_favourites_token'));
    expect(buyBox.getByRole('button', { name: 'In your favourites' })).toHaveFocus();
    expect($announcement.get().message).toContain('was added to your favourites.');
    await userEvent.click(buyBox.getByRole('button', { name: 'In your favourites' }));
    const off = await buyBox.findByRole('button', { name: 'Add to favourites' });
    expect(off).toHaveAttribute('aria-pressed', 'false');
    // Issue 20: the same button keeps focus through both changes; each is said.
    expect(off).toHaveFocus();
    expect($announcement.get().message).toContain('was removed from your favourites.');
  });

  it('each rating tells its stars to screen readers as one image with a name, not as star characters', async () => {
    renderPage({
      'get v1/materials/33': { item: material() },
      'get v1/materials/33/ratings': {
        items: [{ id: 1, materialId: 33, stars: 4, text: 'Klar aufgebaut', author: { id: 9, slug: 'jonas-klein', publicName: 'Jonas Klein', imagePath: null }, createdAt: '2025-11-02T10:00:00.000Z' }],
        total: 1, page: 1, per_page: 10, summary: { average: 4, count: 1 },
      },
    });
    const ratings = within(await screen.findByRole('region', { name: 'Ratings' }));
    const item = within(await ratings.findByRole('listitem'));
    expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent('★★★★☆');
    expect(item.getByText('Klar aufgebaut')).toBeInTheDocument();
  });

  it('its author is not offered to buy it (refused only at the order before) but to edit it (s16 QA)', async () => {
    $session.set({ ...$session.get(), status: 'loggedIn', userId: 7 });
    $user.set({ id: 7, userName: 'Julia Wagner' } as User);
    try {
      renderPage({ 'get v1/materials/33': { item: material() } });
      expect(await screen.findByText('This is your own material.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit material' })).toHaveAttribute('href', href('firstUpload', { materialId: '33' }, 'de'));
      expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
      act(() => $session.set({ ...$session.get(), userId: 5 })); // anyone else buys it
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    } finally {
      $session.set({ ...$session.get(), status: 'anonymous', userId: null });
      $user.set(null);
    }
  });

  // Issue 19: a logged-in reader reports the material to the operators; its author is offered no such button.
  it('a logged-in reader reports the material with a reason; the thanks are announced and focus returns to the button', async () => {
    $session.set({ ...$session.get(), status: 'loggedIn', userId: 5 });
    $user.set({ id: 5, userName: 'Rita' } as User);
    try {
      const client = renderPage({ 'get v1/materials/33': { item: material() }, 'post v1/materials/33/report': { id: 33 } });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Report this material' }));
      const dialog = await screen.findByRole('dialog', { name: 'Report “Farbenlehre: Übungen mit Lösungen” to our team' });
      expect(within(dialog).getByRole('combobox', { name: 'Why are you reporting it?' })).toHaveFocus();
      await user.selectOptions(within(dialog).getByRole('combobox'), 'Misleading or wrong content');
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(client.calls.find((c) => c.method === 'post')).toMatchObject({ path: 'v1/materials/33/report', options: { json: { reason: 'misleading' } } });
      expect($announcement.get().message).toContain('Thank you. Our team will look at it.');
      expect(screen.getByRole('button', { name: 'Report this material' })).toHaveFocus();

      act(() => $user.set({ id: 7, userName: 'Julia Wagner' } as User));
      expect(screen.queryByRole('button', { name: 'Report this material' })).not.toBeInTheDocument();
    } finally {
      $session.set({ ...$session.get(), status: 'anonymous', userId: null });
      $user.set(null);
    }
  });

  it('a bought material offers its downloads instead of buying', async () => {
    renderPage({ 'get v1/materials/33': { item: material({ purchase_id: 7 }) } });
    expect(await screen.findByRole('link', { name: 'Go to your downloads' })).toHaveAttribute('href', href('boughtMaterials', {}, 'de'));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('folders ask an anonymous visitor to log in', async () => {
    renderPage({ 'get v1/materials/33': { item: material() } });
    const button = await screen.findByRole('button', { name: 'Add to folder' });
    await userEvent.click(button);
    expect(await screen.findByText('Log in to sort materials into folders.')).toBeInTheDocument();
    // Issue 20: Escape closes the panel from inside it and focus goes back to its button.
    screen.getByRole('link', { name: 'Log in now' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Log in to sort materials into folders.')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('a wrong slug is replaced by the canonical one', async () => {
    renderPage({ 'get v1/materials/33': { item: material() } }, 'old-title');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(href('material', { id: '33', slug: 'farbenlehre-ubungen-mit-losungen' }, 'de')));
  });

  it('an unknown id shows the 404 page with noindex', async () => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    document.head.appendChild(robots);
    renderPage({ 'get v1/materials/33': httpError(404) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(robots.content).toBe('noindex,nofollow');
  });

  it('API down: a message and a retry', async () => {
    renderPage({ 'get v1/materials/33': httpError(503) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
