// spec §1: the interface is translated per namespace; a page loads only the namespaces it uses.
export const NAMESPACES = [
  'ai-tools',
  'author-page',
  'blogpost',
  'cabinet-materials',
  'cabinet-sales',
  'cabinet-settings',
  'cart',
  'comments',
  'common',
  'favorites',
  'footer',
  'header',
  'help-center',
  'home',
  'info',
  'landing',
  'login',
  'material-feedbacks',
  'material-page',
  'meta',
  'modals',
  'my-school',
  'new-interactive',
  'payment',
  'personalization',
  'school-create',
  'search',
  'second-home',
  'seller',
  'service-pages',
  'signup',
  'thank-you-page',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
