import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_cabinet's contract: the buyer area (bought materials; the rest of the cabinet: later issues). */
export default defineRemote({
  name: 'mfe_cabinet',
  version: __APP_VERSION__,
  pages: {
    boughtMaterials: () => import(/* webpackChunkName: "page-bought-materials" */ './features/bought/BoughtMaterialsPage'),
  },
});
