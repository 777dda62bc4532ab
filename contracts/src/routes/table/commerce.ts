import { defineRoutes } from './define';

/**
 * spec §2 "Commerce", rendered by mfe_commerce. Personal pages: noindex-nofollow. Cart and payment
 * exist in every world (switchable); an order, an invoice purchase or an abandoned cart belongs to one.
 */
const commerce = <const P extends string>(path: P) =>
  ({ app: 'mfe_commerce', path, index: 'noindex-nofollow', switchable: false }) as const;

export const commerceRoutes = defineRoutes({
  shoppingCart: { ...commerce('/shopping-cart'), switchable: true },
  payment: { ...commerce('/payment'), switchable: true },
  orderConfirmation: commerce('/order-confirmation'),
  invoicePurchaseSuccess: commerce('/invoice-purchase-success'),
  // spec §2: "abandoned cart redirect (de segment warenkorb-anschauen)". It restores the cart from the
  // link's query before showing the cart, so mfe_commerce renders it (no table redirect).
  abandonedCart: commerce('/view-cart'),
  thankYou: commerce('/thank-you'),
  // spec §2: "Builder preview /de/builder-preview" (de only, written as the spec gives it)
  builderPreview: { ...commerce('/builder-preview'), worlds: ['de'] },
});
