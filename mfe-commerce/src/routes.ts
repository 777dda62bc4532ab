import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_commerce's contract: the shopping cart (payment, confirmation, thank-you: later issues). */
export default defineRemote({
  name: 'mfe_commerce',
  version: __APP_VERSION__,
  pages: {
    shoppingCart: () => import(/* webpackChunkName: "page-shopping-cart" */ './features/cart/CartPage'),
  },
});
