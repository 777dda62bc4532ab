import React from 'react';
import { remoteRoutes } from '@teachmarket/shared-kit';

/** mfe_ai_tools's contract: the AI tools list, a tool, the user's documents, one document, the FAQ. */
export default remoteRoutes('mfe_ai_tools', { version: __APP_VERSION__, react: React }, {
  aiTools: () => import(/* webpackChunkName: "page-ai-tools" */ './features/list/AiToolsPage'),
  aiTool: () => import(/* webpackChunkName: "page-ai-tool" */ './features/tool/AiToolPage'),
  aiToolDocuments: () => import(/* webpackChunkName: "page-ai-tool-documents" */ './features/documents/AiDocumentsPage'),
  aiToolDocument: () => import(/* webpackChunkName: "page-ai-tool-document" */ './features/document/AiDocumentPage'),
  aiToolsFaq: () => import(/* webpackChunkName: "page-ai-tools-faq" */ './features/faq/AiToolsFaqPage'),
});
