import React from 'react';
import { defineRemote, registerInstance } from '@teachmarket/shared-kit';

registerInstance('react', React);

/** mfe_ai_tools's contract: the AI tools list (tool, documents, FAQ: later issues). */
export default defineRemote({
  name: 'mfe_ai_tools',
  version: __APP_VERSION__,
  pages: {
    aiTools: () => import(/* webpackChunkName: "page-ai-tools" */ './features/list/AiToolsPage'),
  },
});
