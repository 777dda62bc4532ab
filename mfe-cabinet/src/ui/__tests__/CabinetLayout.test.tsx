import { screen } from '@testing-library/react';
import { href } from '@teachmarket/shared-kit';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import { CabinetLayout } from '../CabinetLayout';
import { logIn, logOut, reset } from './session';

const page = (sellerOnly = false) => (
  <CabinetLayout world="de" routeId="credit" title="Credits" sellerOnly={sellerOnly}>
    <p>content</p>
  </CabinetLayout>
);

describe('CabinetLayout', () => {
  afterEach(reset);

  it('asks an anonymous visitor to log in and shows nothing else', () => {
    logOut();
    renderWithShell(page());
    expect(screen.getByText('Log in to manage your account.')).toBeInTheDocument();
    // The login link brings the visitor back here afterwards (?returnTo=<this page>).
    const login = screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    expect(login.startsWith(`${href('login', {}, 'de')}?returnTo=`)).toBe(true);
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("links every cabinet page and marks the current one; a buyer sees no seller pages", () => {
    logIn(false);
    renderWithShell(page());
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', href('changePassword', {}, 'de'));
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', href('invoiceTaxDocuments', {}, 'de'));
    expect(screen.queryByRole('link', { name: 'Vouchers' })).not.toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('keeps seller pages for sellers and tells buyers how to start selling', () => {
    logIn(false);
    const { unmount } = renderWithShell(page(true));
    expect(screen.getByText('This page is for sellers. Publish your first material to start selling.')).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    unmount();
    logIn(true);
    renderWithShell(page(true));
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vouchers' })).toHaveAttribute('href', href('vouchers', {}, 'de'));
  });

  it("tells an anonymous visitor the page's own reason to log in, or shows an open page without the navigation", () => {
    logOut();
    const { unmount } = renderWithShell(
      <CabinetLayout world="de" routeId="boughtMaterials" title="Bought" loginMessage="Log in to see what you bought.">
        <p>content</p>
      </CabinetLayout>,
    );
    expect(screen.getByText('Log in to see what you bought.')).toBeInTheDocument();
    expect(screen.queryByText('Log in to manage your account.')).not.toBeInTheDocument();
    unmount();
    renderWithShell(
      <CabinetLayout world="de" routeId="favourites" title="Favourites" openToAnonymous actions={<button type="button">Act</button>}>
        <p>content</p>
      </CabinetLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
