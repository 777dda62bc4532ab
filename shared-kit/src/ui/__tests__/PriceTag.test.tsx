/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, materialSummary } from '../../../testing';
import { formatPrice } from '@teachmarket/contracts';
import { PriceTag } from '../PriceTag';

const renderPrice = (overrides: Parameters<typeof materialSummary>[0]) =>
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <PriceTag material={materialSummary(overrides)} />
    </I18nextProvider>,
  );

describe('PriceTag (spec §5 price display)', () => {
  it('shows a free material as free, without a price', () => {
    renderPrice({ isFree: true, price: 0, finalPrice: 0 });
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('shows two decimals with a comma, the old price struck through and the discount', () => {
    renderPrice({ price: 5, finalPrice: 4, discount: 20 });
    expect(formatPrice(4, 'EUR')).toMatch(/^4,00\s€$/);
    expect(screen.getByText(formatPrice(4, 'EUR').replace(/\s/g, ' '))).toBeInTheDocument();
    expect(screen.getByTestId('old-price')).toHaveTextContent(formatPrice(5, 'EUR').replace(/\s/g, ' '));
    expect(screen.getByText('−20 %')).toBeInTheDocument();
  });

  it('rounds whole-number currencies down (MXN)', () => {
    renderPrice({ price: 129.9, finalPrice: 129.9, currencyCode: 'MXN' });
    const shown = formatPrice(129.9, 'MXN');
    expect(shown).toMatch(/129/);
    expect(shown).not.toMatch(/129[,.]9/);
    expect(screen.getByText(shown.replace(/\s/g, ' '))).toBeInTheDocument();
  });

  it('shows the sale badge when the material is on sale without a discount', () => {
    renderPrice({ sale: true });
    expect(screen.getByText('Sale')).toBeInTheDocument();
  });
});
