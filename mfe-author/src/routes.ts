import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_author's contract: the author page (profile, blog post and custom domains: later issues). */
export default defineRemote({
  name: 'mfe_author',
  version: __APP_VERSION__,
  pages: {
    author: () => import(/* webpackChunkName: "page-author" */ './features/author/AuthorPage'),
  },
});
