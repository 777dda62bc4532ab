import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_catalog's contract: home and its tabs, search results (landing pages and mega menu: issue 7). */
export default defineRemote({
  name: 'mfe_catalog',
  version: __APP_VERSION__,
  pages: {
    home: () => import(/* webpackChunkName: "page-home" */ './features/home/HomePage'),
    searchResults: () => import(/* webpackChunkName: "page-search-results" */ './features/search/SearchResultsPage'),
  },
});
