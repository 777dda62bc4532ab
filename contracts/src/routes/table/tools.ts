import { defineRoutes } from './define';

/** spec §2: AI tools and interactive pages. */
export const toolRoutes = defineRoutes({
  // spec §2: "AI tools: list, /ai-tools/:id, /ai-tools/document/:id, /ai-tools/documents, /ai-tools/faq".
  // "The default path of the list is mistakenly the abandoned-cart-redirect one": here the list has its
  // own path, /ai-tools (de ki-tools), and abandonedCart keeps /view-cart (de warenkorb-anschauen).
  aiTools: { app: 'mfe_ai_tools', path: '/ai-tools', index: 'index', switchable: true },
  aiTool: { app: 'mfe_ai_tools', path: '/ai-tools/:id', index: 'index', switchable: true },
  // a generated document belongs to its author's world
  aiToolDocument: { app: 'mfe_ai_tools', path: '/ai-tools/document/:id', index: 'index', switchable: false },
  aiToolDocuments: { app: 'mfe_ai_tools', path: '/ai-tools/documents', index: 'index', switchable: true },
  aiToolsFaq: { app: 'mfe_ai_tools', path: '/ai-tools/faq', index: 'index', switchable: true },

  // spec §2: "/{world}/interactive (noindex), /interactive/home, /interactive/materials,
  // /interactive/my-interactives (noindex), /interactive/learning-rooms, /interactive/courses"
  // The root is public (its links lead to indexable pages): noindex-follow. My interactives is personal: nofollow.
  interactive: { app: 'mfe_interactive', path: '/interactive', index: 'noindex-follow', switchable: true },
  interactiveHome: { app: 'mfe_interactive', path: '/interactive/home', index: 'index', switchable: true },
  interactiveMaterials: { app: 'mfe_interactive', path: '/interactive/materials', index: 'index', switchable: true },
  myInteractives: {
    app: 'mfe_interactive',
    path: '/interactive/my-interactives',
    index: 'noindex-nofollow',
    switchable: true,
  },
  learningRooms: { app: 'mfe_interactive', path: '/interactive/learning-rooms', index: 'index', switchable: true },
  courses: { app: 'mfe_interactive', path: '/interactive/courses', index: 'index', switchable: true },
});
