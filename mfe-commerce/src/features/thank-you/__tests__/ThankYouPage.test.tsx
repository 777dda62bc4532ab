import { screen } from '@testing-library/react';
import { href } from '@teachmarket/shared-kit';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import ThankYouPage from '../ThankYouPage';

describe('ThankYouPage', () => {
  it('thanks the buyer and links to the order, the bought materials and the shop (German)', () => {
    renderWithShell(<ThankYouPage routeId="thankYou" params={{}} world="de" query={new URLSearchParams('order=5')} />, { bundle: 'de' });
    expect(screen.getByRole('heading', { name: 'Danke!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deine Bestellung ansehen' })).toHaveAttribute('href', href('orderConfirmation', {}, 'de', { query: { order: '5' } }));
    expect(screen.getByRole('link', { name: 'Alle gekauften Materialien' })).toHaveAttribute('href', href('boughtMaterials', {}, 'de'));
  });
});
