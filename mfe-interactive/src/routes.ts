import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_interactive's contract: interactive materials (learning rooms, courses: later issues). */
export default defineRemote({
  name: 'mfe_interactive',
  version: __APP_VERSION__,
  pages: {
    interactive: () => import(/* webpackChunkName: "page-interactive" */ './features/list/InteractivePage'),
  },
});
