import { screen, within } from '@testing-library/react';
import { href } from '@teachmarket/shared-kit';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import { CabinetNav } from '../CabinetNav';
import { reset } from './session';

const nav = () => screen.getByRole('navigation', { name: 'My account' });
const section = (name: string) => within(nav()).getByRole('list', { name });
const labels = (name: string) => within(section(name)).getAllByRole('link').map((a) => a.textContent);
const headings = () => within(nav()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('CabinetNav sections', () => {
  afterEach(reset);

  it('groups a seller in a school into purchases, selling, school and account, and marks the current page', () => {
    renderWithShell(<CabinetNav world="de" routeId="salesDownloads" isSeller schoolRole="member" />);
    expect(headings()).toEqual(['Purchases', 'Selling', 'School', 'Account']);
    expect(labels('Purchases')).toEqual(['Bought materials', 'Favourites', 'Invoices', 'Credits']);
    expect(labels('Selling')).toEqual(['My materials', 'Sales and downloads', 'Ratings and comments', 'Fee', 'Share', 'Blog posts', 'Vouchers', 'Payout account']);
    expect(labels('School')).toEqual(['My school', 'School wishlist']);
    expect(labels('Account')).toEqual(expect.arrayContaining(['Billing address', 'E-mail notifications', 'Change e-mail address', 'Change password', 'Your opinion']));
    const current = within(section('Selling')).getByRole('link', { name: 'Sales and downloads' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', href('salesDownloads', {}, 'de'));
    expect(within(nav()).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('shows a buyer no seller-only pages (only where to start selling) and "create a school account" outside a school', () => {
    renderWithShell(<CabinetNav world="de" routeId="billingAddress" isSeller={false} schoolRole={null} />);
    expect(labels('Selling')).toEqual(['My materials']);
    expect(labels('School')).toEqual(['Create a school account']);
    expect(within(section('Account')).getByRole('link', { name: 'Billing address' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).queryByRole('link', { name: 'Payout account' })).not.toBeInTheDocument();
  });

  it('leaves out the school section while the role is not known yet', () => {
    renderWithShell(<CabinetNav world="de" routeId="boughtMaterials" isSeller={false} />);
    expect(headings()).toEqual(['Purchases', 'Selling', 'Account']);
  });

  it('translates the section headings', () => {
    renderWithShell(<CabinetNav world="de" routeId="boughtMaterials" isSeller schoolRole="master" />, { bundle: 'de' });
    expect(within(screen.getByRole('navigation', { name: 'Mein Konto' })).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Einkäufe', 'Verkaufen', 'Schule', 'Konto']);
  });
});
