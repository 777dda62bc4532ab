import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_material's contract: the material page, its card preview and the buyers' feedback form. */
export default defineRemote({
  name: 'mfe_material',
  version: __APP_VERSION__,
  pages: {
    material: () => import(/* webpackChunkName: "page-material" */ './features/material/MaterialPage'),
    materialCardPreview: () => import(/* webpackChunkName: "page-material-card-preview" */ './features/material/MaterialCardPreviewPage'),
    materialFeedback: () => import(/* webpackChunkName: "page-material-feedback" */ './features/feedback/MaterialFeedbackPage'),
  },
});
