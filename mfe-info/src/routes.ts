import React from 'react';
import { remoteRoutes } from '@teachmarket/shared-kit';
import { CONTENT_PAGE_IDS } from './features/content/content-pages';

const content = () => import(/* webpackChunkName: "page-content" */ './features/content/ContentPage');

/** mfe_info's contract: help centre, FAQ, terms, and one data-driven page for every other information route. */
export default remoteRoutes('mfe_info', { version: __APP_VERSION__, react: React }, {
  help: () => import(/* webpackChunkName: "page-help" */ './features/help/HelpCenterPage'),
  faq: () => import(/* webpackChunkName: "page-faq" */ './features/faq/FaqPage'),
  terms: () => import(/* webpackChunkName: "page-terms" */ './features/terms/TermsPage'),
  ...Object.fromEntries(CONTENT_PAGE_IDS.map((id) => [id, content])),
});
