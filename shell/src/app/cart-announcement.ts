import { $cart, announce } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 20 (WCAG 4.1.3): the header's cart count is said when it changes (added on a material page,
 * removed in the cart, emptied by an order, merged at login); not when the cart first loads.
 */
export function useCartCountAnnouncement(): void {
  const { t } = useTranslation('header');
  useEffect(() => {
    let known: number | null = null;
    return $cart.subscribe((cart) => {
      if (!cart.loaded) return;
      const count = cart.cartItems.length;
      if (known !== null && count !== known) announce(t('cartCount', { count }));
      known = count;
    });
  }, [t]);
}
