import React from 'react';
import { remoteRoutes } from '@teachmarket/shared-kit';

/** mfe_commerce's contract: the shopping cart, payment, order confirmation, invoice success and thank-you pages. */
export default remoteRoutes('mfe_commerce', { version: __APP_VERSION__, react: React }, {
  shoppingCart: () => import(/* webpackChunkName: "page-shopping-cart" */ './features/cart/CartPage'),
  payment: () => import(/* webpackChunkName: "page-payment" */ './features/payment/PaymentPage'),
  orderConfirmation: () => import(/* webpackChunkName: "page-order-confirmation" */ './features/order/OrderConfirmationPage'),
  invoicePurchaseSuccess: () => import(/* webpackChunkName: "page-invoice-purchase-success" */ './features/order/InvoicePurchaseSuccessPage'),
  thankYou: () => import(/* webpackChunkName: "page-thank-you" */ './features/thank-you/ThankYouPage'),
  abandonedCart: () => import(/* webpackChunkName: "page-abandoned-cart" */ './features/abandoned-cart/AbandonedCartPage'),
  builderPreview: () => import(/* webpackChunkName: "page-builder-preview" */ './features/builder-preview/BuilderPreviewPage'),
});
