import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_info's contract: the help centre (the other information pages: later issues). */
export default defineRemote({
  name: 'mfe_info',
  version: __APP_VERSION__,
  pages: {
    help: () => import(/* webpackChunkName: "page-help" */ './features/help/HelpCenterPage'),
  },
});
