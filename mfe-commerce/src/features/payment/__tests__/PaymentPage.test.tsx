import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart, $session, href, setHttpClient, type RequestOptions } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { useLocation } from 'react-router';
import PaymentPage from '../PaymentPage';
import { apiError, cart, order } from './fixtures';

const props = { routeId: 'payment', params: {}, world: 'de' as const, query: new URLSearchParams() };
const options = { items: { methods: [{ id: 'invoice', isDefault: true }], availableCredits: 5, currencyCode: 'EUR' } };
const viewAnswer = (o: RequestOptions | undefined) =>
  ({ items: { cart: o?.searchParams?.use_credits ? cart({ usedCredits: 4.5, availableCredits: 5, finalPrice: 0 }) : cart() } });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
const logIn = () => $session.set({ ...$session.get(), status: 'loggedIn', userId: 1 });

async function fillBilling() {
  await userEvent.type(screen.getByLabelText('Full name, school or company'), 'Bea Buyer');
  await userEvent.type(screen.getByLabelText('Street and house number'), 'Hauptstraße 1');
  await userEvent.type(screen.getByLabelText('Postal code'), '10115');
  await userEvent.type(screen.getByLabelText('Town or city'), 'Berlin');
}

describe('PaymentPage', () => {
  beforeEach(() => $cart.set({ ...cart(), loaded: true }));

  it('sends an anonymous visitor to the login with a return to payment', () => {
    $session.set({ ...$session.get(), status: 'anonymous', userId: null });
    renderWithShell(<><PaymentPage {...props} /><Where /></>, { path: '/de/payment' });
    expect(screen.getByTestId('where')).toHaveTextContent(href('login', {}, 'de', { query: { returnTo: href('payment', {}, 'de') } }));
  });

  it("lists the countries as the cabinet's address forms do: the world's first, then by name in the page's language; one name label (s16 QA row 17)", async () => {
    logIn();
    setHttpClient(createFixtureClient({ 'get v1/cart/view': viewAnswer, 'get v1/payment-options': options }));
    renderWithShell(<PaymentPage {...props} />, { bundle: 'de' });
    const country = await screen.findByLabelText('Land', { exact: true });
    expect(country).toHaveValue('DE');
    const names = within(country).getAllByRole('option').map((o) => o.textContent);
    expect(names.slice(0, 4)).toEqual(['Deutschland', 'Belgien', 'Bulgarien', 'China']);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort(new Intl.Collator('de').compare));
    expect(screen.getByLabelText('Vollständiger Name, Schule oder Firma')).toBeInTheDocument();
  });

  it('shows a message per invalid field and does not order', async () => {
    logIn();
    const client = createFixtureClient({ 'get v1/cart/view': viewAnswer, 'get v1/payment-options': options });
    setHttpClient(client);
    renderWithShell(<PaymentPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
    expect(screen.getByLabelText('Full name, school or company')).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText('Full name, school or company')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Postal code'), '1;');
    await userEvent.type(screen.getByLabelText('VAT or tax ID (optional)'), '!!');
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Enter a valid postcode: letters, digits, spaces or hyphens.');
    expect(screen.getByLabelText('VAT or tax ID (optional)')).toHaveAccessibleDescription('Enter a valid tax ID: 4 to 20 letters or digits.');
    expect(client.calls.some((c) => c.method === 'post')).toBe(false);
  });

  it('uses credits when ticked and places the invoice order, then shows the invoice page', async () => {
    logIn();
    const client = createFixtureClient({
      'get v1/cart/view': viewAnswer, 'get v1/payment-options': options, 'post v1/orders': { item: order({ usedCredits: 4.5, finalPrice: 0 }) },
    });
    setHttpClient(client);
    renderWithShell(<><PaymentPage {...props} /><Where /></>, { path: '/de/payment' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Use my credits (5,00\u00a0€ available)' }));
    expect(await screen.findByRole('button', { name: 'Order and pay 0,00\u00a0€' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('Credits')).toBeInTheDocument();
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay 0,00\u00a0€' }));
    expect(await screen.findByText(href('invoicePurchaseSuccess', {}, 'de', { query: { order: '42' } }))).toBeInTheDocument();
    const post = client.calls.find((c) => c.method === 'post');
    expect(post?.options?.json).toEqual({
      paymentMethod: 'invoice', useCredits: true, billing: { name: 'Bea Buyer', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' },
    });
    // One key per order attempt (Idempotency-Key): a retried request cannot become a second order.
    expect(post?.options?.headers).toEqual({ 'X-Cart-Token': 't1', 'Idempotency-Key': expect.stringMatching(/^order-[0-9a-f]{32}$/) });
    // The cart is reloaded after the order, so the header count follows.
    expect(client.calls.filter((c) => c.path === 'v1/cart/view').length).toBeGreaterThanOrEqual(3);
  });

  it("promises the invoice order's files right away only when the API says the order releases them, and says why not (s16 QA row 5)", async () => {
    logIn();
    const hint = async () => document.getElementById((await screen.findByRole('radio', { name: /^Invoice/ })).getAttribute('aria-describedby') ?? '');
    const first = 'You receive the invoice by e-mail and pay it within 14 days. ';
    const cases: [object | undefined, string][] = [
      [{ release: true }, `${first}Your downloads are available right away.`],
      [{ release: false, reason: 'unconfirmed' }, `${first}Your downloads are available once your payment has arrived. Confirm your e-mail address first`],
      [{ release: false, reason: 'overdue' }, `${first}An earlier invoice of yours is overdue. Pay it first, or your downloads are available only once your payment for this order has arrived.`],
      [{ release: false, reason: 'over_limit' }, `${first}Your downloads are available once your payment has arrived.`],
      // No answer (an older API): nothing is promised.
      [undefined, `${first}Your downloads are available once your payment has arrived.`],
    ];
    for (const [invoiceRelease, text] of cases) {
      setHttpClient(createFixtureClient({ 'get v1/cart/view': { items: { cart: cart(), ...(invoiceRelease ? { invoiceRelease } : {}) } }, 'get v1/payment-options': options }));
      const view = renderWithShell(<PaymentPage {...props} />);
      expect(await hint()).toHaveTextContent(text);
      if (invoiceRelease && !('reason' in invoiceRelease)) expect(await hint()).not.toHaveTextContent('once your payment');
      view.unmount();
    }
  });

  it('asks again with the credits: the hint follows the total the order would charge', async () => {
    logIn();
    const client = createFixtureClient({
      'get v1/cart/view': (o: RequestOptions | undefined) => ({
        items: o?.searchParams?.use_credits
          ? { cart: cart({ usedCredits: 4.5, availableCredits: 5, finalPrice: 0 }), invoiceRelease: { release: true } }
          : { cart: cart(), invoiceRelease: { release: false, reason: 'over_limit' } },
      }),
      'get v1/payment-options': options,
    });
    setHttpClient(client);
    renderWithShell(<PaymentPage {...props} />);
    const hint = async () => document.getElementById((await screen.findByRole('radio', { name: /^Invoice/ })).getAttribute('aria-describedby') ?? '');
    expect(await hint()).toHaveTextContent('Your downloads are available once your payment has arrived.');
    expect(client.calls.find((c) => c.path === 'v1/cart/view')?.options?.searchParams).toEqual({ use_credits: false });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Use my credits/ }));
    await waitFor(async () => expect(await hint()).toHaveTextContent('Your downloads are available right away.'));
  });

  it('explains a voucher that no longer applies and removes it', async () => {
    logIn();
    const client = createFixtureClient({
      'get v1/cart/view': viewAnswer, 'get v1/payment-options': options,
      'post v1/orders': apiError(409, { error: { code: 'voucher_invalid', message: 'x', field: 'voucher' } }),
      'post v1/cart/voucher': { items: { cart: cart() } },
    });
    setHttpClient(client);
    renderWithShell(<PaymentPage {...props} />);
    await screen.findByRole('button', { name: 'Order and pay 4,50\u00a0€' });
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your voucher no longer applies. Remove it to continue.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove voucher' }));
    expect(client.calls).toContainEqual({ method: 'post', path: 'v1/cart/voucher', options: { json: { code: null } } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the same Idempotency-Key again when the answer was lost, and a new one after the server answered', async () => {
    logIn();
    let answer: unknown = new Error('network down');
    const client = createFixtureClient({ 'get v1/cart/view': viewAnswer, 'get v1/payment-options': options, 'post v1/orders': () => answer });
    setHttpClient(client);
    renderWithShell(<PaymentPage {...props} />);
    await screen.findByRole('button', { name: 'Order and pay 4,50\u00a0€' });
    await fillBilling();
    const keys = () => client.calls.filter((c) => c.method === 'post').map((c) => (c.options?.headers as Record<string, string>)['Idempotency-Key']);
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
    await screen.findByRole('alert');
    answer = apiError(409, { error: { code: 'cart_empty', message: 'x' } });
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    const [first, retry, next] = keys();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    logIn();
    setHttpClient(createFixtureClient({ 'get v1/cart/view': new Error('offline'), 'get v1/payment-options': options }));
    renderWithShell(<PaymentPage {...props} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('saved billing address', () => {
    const saved = { name: 'Grundschule am Park', street: 'Parkweg 3', postcode: '80331', city: 'München', country: 'AT', taxId: 'ATU12345678', updatedAt: '2026-01-05T10:00:00.000Z' };
    const { updatedAt: _, ...savedBilling } = saved;

    it('pre-fills the form from it and orders with it, offering to save only what changed', async () => {
      logIn();
      const client = createFixtureClient({
        'get v1/cart/view': viewAnswer, 'get v1/payment-options': options, 'get v1/account/billing-address': { item: saved },
        'put v1/account/billing-address': { item: { ...saved, city: 'Wien' } }, 'post v1/orders': { item: order() },
      });
      setHttpClient(client);
      renderWithShell(<><PaymentPage {...props} /><Where /></>, { path: '/de/payment' });
      expect(await screen.findByText('We filled in your saved billing address. You can change it for this order.')).toBeInTheDocument();
      expect(screen.getByLabelText('Full name, school or company')).toHaveValue('Grundschule am Park');
      expect(screen.getByLabelText('Postal code')).toHaveValue('80331');
      expect(screen.getByLabelText('Country')).toHaveValue('AT');
      expect(screen.getByLabelText('VAT or tax ID (optional)')).toHaveValue('ATU12345678');
      // Unchanged: nothing to save.
      expect(screen.queryByRole('checkbox', { name: /billing address/ })).not.toBeInTheDocument();

      await userEvent.clear(screen.getByLabelText('Town or city'));
      await userEvent.type(screen.getByLabelText('Town or city'), 'Wien');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Replace my saved billing address with this one' }));
      await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
      expect(await screen.findByText(href('invoicePurchaseSuccess', {}, 'de', { query: { order: '42' } }))).toBeInTheDocument();
      const put = client.calls.find((c) => c.method === 'put');
      expect(put?.path).toBe('v1/account/billing-address');
      expect(put?.options?.json).toEqual({ ...savedBilling, city: 'Wien' });
      expect(client.calls.find((c) => c.method === 'post')?.options?.json).toMatchObject({ billing: { ...savedBilling, city: 'Wien' } });
    });

    it('does not overwrite what the buyer typed before the saved address arrived', async () => {
      logIn();
      let answer: (value: unknown) => void = () => undefined;
      const late = new Promise((resolve) => (answer = resolve));
      const client = createFixtureClient({ 'get v1/cart/view': viewAnswer, 'get v1/payment-options': options });
      const request = client.request.bind(client);
      setHttpClient(Object.assign(client, {
        request: <T,>(method: 'get', path: string, o?: RequestOptions) => (path === 'v1/account/billing-address' ? (late as Promise<T>) : request<T>(method, path, o)),
      }));
      renderWithShell(<PaymentPage {...props} />);
      await userEvent.type(await screen.findByLabelText('Full name, school or company'), 'Bea Buyer');
      answer({ item: saved });
      // The offer to replace the saved address shows that the answer arrived; the typed name stays.
      expect(await screen.findByRole('checkbox', { name: 'Replace my saved billing address with this one' })).not.toBeChecked();
      expect(screen.getByLabelText('Full name, school or company')).toHaveValue('Bea Buyer');
      expect(screen.getByLabelText('Town or city')).toHaveValue('');
    });

    it('offers to save a first address and saves it only when asked', async () => {
      logIn();
      const client = createFixtureClient({
        'get v1/cart/view': viewAnswer, 'get v1/payment-options': options, 'get v1/account/billing-address': { item: null },
        'put v1/account/billing-address': { item: saved }, 'post v1/orders': { item: order() },
      });
      setHttpClient(client);
      renderWithShell(<PaymentPage {...props} />);
      const box = await screen.findByRole('checkbox', { name: 'Save this address for my next orders' });
      expect(box).not.toBeChecked();
      expect(screen.queryByText(/We filled in your saved billing address/)).not.toBeInTheDocument();
      await fillBilling();
      await userEvent.click(box);
      await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
      await waitFor(() => expect(client.calls.some((c) => c.method === 'post')).toBe(true));
      expect(client.calls.find((c) => c.method === 'put')?.options?.json).toEqual({ name: 'Bea Buyer', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' });
    });

    it('while the order is sent, the save and credits boxes stay focusable but do not change (aria-disabled, issue 20)', async () => {
      logIn();
      let answer: (value: unknown) => void = () => undefined;
      const client = createFixtureClient({
        'get v1/cart/view': viewAnswer, 'get v1/payment-options': options, 'get v1/account/billing-address': { item: null },
        'post v1/orders': () => new Promise((resolve) => { answer = resolve; }),
      });
      setHttpClient(client);
      renderWithShell(<PaymentPage {...props} />);
      const box = await screen.findByRole('checkbox', { name: 'Save this address for my next orders' });
      const credits = await screen.findByRole('checkbox', { name: 'Use my credits (5,00\u00a0€ available)' });
      await fillBilling();
      await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
      await waitFor(() => expect(client.calls.some((c) => c.method === 'post')).toBe(true));
      for (const control of [box, credits]) {
        expect(control).toHaveAttribute('aria-disabled', 'true');
        expect(control).not.toBeDisabled();
        await userEvent.click(control);
        expect(control).not.toBeChecked();
        expect(control).toHaveFocus();
      }
      expect(screen.getByRole('button', { name: 'Placing your order…' })).toHaveAttribute('aria-disabled', 'true');
      answer({ item: order() });
      await waitFor(() => expect(client.calls.some((c) => c.method === 'put')).toBe(false));
    });

    it('places the order without saving when the box is left unticked, and still orders when saving fails', async () => {
      logIn();
      const client = createFixtureClient({
        'get v1/cart/view': viewAnswer, 'get v1/payment-options': options, 'get v1/account/billing-address': { item: null },
        'put v1/account/billing-address': apiError(500, { error: { code: 'internal', message: 'x' } }), 'post v1/orders': { item: order() },
      });
      setHttpClient(client);
      const { unmount } = renderWithShell(<PaymentPage {...props} />);
      await screen.findByRole('checkbox', { name: 'Save this address for my next orders' });
      await fillBilling();
      await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
      await waitFor(() => expect(client.calls.some((c) => c.method === 'post')).toBe(true));
      expect(client.calls.some((c) => c.method === 'put')).toBe(false);
      unmount();

      renderWithShell(<><PaymentPage {...props} /><Where /></>, { path: '/de/payment' });
      const box = await screen.findByRole('checkbox', { name: 'Save this address for my next orders' });
      await fillBilling();
      await userEvent.click(box);
      await userEvent.click(screen.getByRole('button', { name: 'Order and pay 4,50\u00a0€' }));
      expect(await screen.findByText(href('invoicePurchaseSuccess', {}, 'de', { query: { order: '42' } }))).toBeInTheDocument();
      expect(client.calls.filter((c) => c.method === 'put')).toHaveLength(1);
      expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(2);
    });
  });
});
