import React from 'react';
import { remoteRoutes, withNamespaces } from '@teachmarket/shared-kit';

/** mfe_material's contract: the material page, its card preview and the buyers' feedback form. */
export default remoteRoutes('mfe_material', { version: __APP_VERSION__, react: React }, {
  // The namespaces of the page's parts (buy box, author, forms, feedback, comments), asked for with its code.
  material: withNamespaces(() => import(/* webpackChunkName: "page-material" */ './features/material/MaterialPage'),
    ['material-page', 'common', 'author-page', 'service-pages', 'login', 'material-feedbacks', 'comments']),
  materialCardPreview: () => import(/* webpackChunkName: "page-material-card-preview" */ './features/material/MaterialCardPreviewPage'),
  materialFeedback: () => import(/* webpackChunkName: "page-material-feedback" */ './features/feedback/MaterialFeedbackPage'),
});
