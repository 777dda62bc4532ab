import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_material's contract: the material page (card preview and feedback: issue 7). */
export default defineRemote({
  name: 'mfe_material',
  version: __APP_VERSION__,
  pages: {
    material: () => import(/* webpackChunkName: "page-material" */ './features/material/MaterialPage'),
  },
});
