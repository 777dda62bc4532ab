import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

const landing = () => import(/* webpackChunkName: "page-landing" */ './features/landing/LandingPage');

/** mfe_catalog's contract: home and its tabs, search results, landing pages and the foundation page. */
export default defineRemote({
  name: 'mfe_catalog',
  version: __APP_VERSION__,
  pages: {
    home: () => import(/* webpackChunkName: "page-home" */ './features/home/HomePage'),
    searchResults: () => import(/* webpackChunkName: "page-search-results" */ './features/search/SearchResultsPage'),
    lessons: landing,
    tema: landing,
    schoolLanding: landing,
    schoolLandingMaterial: landing,
    foundationLanding: landing,
    freeMaterialsLanding: landing,
    foundationPage: () => import(/* webpackChunkName: "page-foundation-page" */ './features/landing/FoundationPage'),
  },
});
