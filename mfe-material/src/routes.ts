import React from 'react';
import { remoteRoutes } from '@teachmarket/shared-kit';

/** mfe_material's contract: the material page, its card preview and the buyers' feedback form. */
export default remoteRoutes('mfe_material', { version: __APP_VERSION__, react: React }, {
  material: () => import(/* webpackChunkName: "page-material" */ './features/material/MaterialPage'),
  materialCardPreview: () => import(/* webpackChunkName: "page-material-card-preview" */ './features/material/MaterialCardPreviewPage'),
  materialFeedback: () => import(/* webpackChunkName: "page-material-feedback" */ './features/feedback/MaterialFeedbackPage'),
});
