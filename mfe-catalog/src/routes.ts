import React from 'react';
import { remoteRoutes } from '@teachmarket/shared-kit';

const landing = () => import(/* webpackChunkName: "page-landing" */ './features/landing/LandingPage');

/** mfe_catalog's contract: home and its tabs, search results, landing pages and the foundation page. */
export default remoteRoutes('mfe_catalog', { version: __APP_VERSION__, react: React }, {
  home: () => import(/* webpackChunkName: "page-home" */ './features/home/HomePage'),
  searchResults: () => import(/* webpackChunkName: "page-search-results" */ './features/search/SearchResultsPage'),
  lessons: landing,
  tema: landing,
  schoolLanding: landing,
  schoolLandingMaterial: landing,
  foundationLanding: landing,
  freeMaterialsLanding: landing,
  foundationPage: () => import(/* webpackChunkName: "page-foundation-page" */ './features/landing/FoundationPage'),
});
