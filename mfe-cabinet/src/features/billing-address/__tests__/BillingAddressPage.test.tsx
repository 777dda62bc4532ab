import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { apiError, logIn, reset } from '../../../ui/__tests__/session';
import BillingAddressPage from '../BillingAddressPage';

const props = { routeId: 'billingAddress', params: {}, world: 'de' as const, query: new URLSearchParams() };
const saved = { name: 'Bea Buyer', street: 'Schulstraße 1', postcode: '10115', city: 'Berlin', country: 'DE', taxId: 'DE123456789', updatedAt: '2025-01-01T00:00:00.000Z' };

describe('BillingAddressPage', () => {
  beforeEach(() => logIn());
  afterEach(reset);

  it('fills the form with the saved address', async () => {
    setHttpClient(createFixtureClient({ 'get v1/account/billing-address': { item: saved } }));
    renderWithShell(<BillingAddressPage {...props} />);
    expect(await screen.findByLabelText('Town or city')).toHaveValue('Berlin');
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
    expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument();
  });

  it("lists the countries as the checkout does: the world's first, then by name in the page's language; one name label (s16 QA row 17)", async () => {
    setHttpClient(createFixtureClient({ 'get v1/account/billing-address': { item: null } }));
    renderWithShell(<BillingAddressPage {...props} />, { bundle: 'de' });
    const country = await screen.findByLabelText('Land', { exact: true });
    const names = within(country).getAllByRole('option').map((o) => o.textContent);
    expect(names.slice(0, 5)).toEqual(['Land auswählen', 'Deutschland', 'Belgien', 'Bulgarien', 'China']);
    expect(names.slice(2)).toEqual([...names.slice(2)].sort(new Intl.Collator('de').compare));
    expect(screen.getByLabelText('Vollständiger Name, Schule oder Firma')).toBeInTheDocument();
  });

  it('checks the fields before saving and sends the address', async () => {
    const client = createFixtureClient({
      'get v1/account/billing-address': { item: null },
      'put v1/account/billing-address': (o: { json?: object } | undefined) => ({ item: { ...o?.json, updatedAt: saved.updatedAt } }),
    });
    setHttpClient(client);
    renderWithShell(<BillingAddressPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Full name, school or company')).toHaveAccessibleDescription('Enter a name of 2 to 100 characters.');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Choose a country.');
    // The summary reads every problem out at once; its links move the focus to the field.
    const summary = screen.getByText('Please correct the following:').closest('[role="alert"]') as HTMLElement;
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Enter a name of 2 to 100 characters.', expect.any(String), expect.any(String), expect.any(String), 'Choose a country.',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose a country.' }));
    expect(screen.getByLabelText('Country')).toHaveFocus();
    expect(client.calls).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Full name, school or company'), 'Bea Buyer');
    await userEvent.type(screen.getByLabelText('Street and house number'), 'Schulstraße 1');
    await userEvent.type(screen.getByLabelText('Postal code'), '10115');
    await userEvent.type(screen.getByLabelText('Town or city'), 'Berlin');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'DE');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByText('Please correct the following:')).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Your changes were saved.');
    expect(client.calls[1]?.options?.json).toEqual({ name: 'Bea Buyer', street: 'Schulstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' });
  });

  it('puts an API refusal on its field, and offers a retry when loading fails', async () => {
    setHttpClient(createFixtureClient({ 'get v1/account/billing-address': { item: saved }, 'put v1/account/billing-address': apiError(400, 'validation_failed', 'taxId') }));
    const { unmount } = renderWithShell(<BillingAddressPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText('VAT or tax ID (optional)')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid tax ID'));
    unmount();
    setHttpClient(createFixtureClient({ 'get v1/account/billing-address': httpError(500) }));
    renderWithShell(<BillingAddressPage {...props} />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
