import { defineRoutes } from './define';

/** spec §2 "Public, indexable": home, material, author, blog and landing pages. */
export const publicRoutes = defineRoutes({
  // spec §2: "Home: /{world}; entry / with optional :tab. Tabs: materials, blog, activity, following (localised)"
  home: { app: 'mfe_catalog', path: '/:tab?', index: 'index', switchable: true, params: { tab: 'homeTab' } },
  // spec §2: "/{world}/material/:id/:slug (it uses materiale)"; a material belongs to one world
  material: { app: 'mfe_material', path: '/material/:id/:slug', index: 'index', switchable: false },
  materialCardPreview: { app: 'mfe_material', path: '/material-card-preview/:id', index: 'index', switchable: false },
  materialFeedback: { app: 'mfe_material', path: '/material-feedback/:id', index: 'index', switchable: false },
  // spec §2: "/{world}/author/:id/:slug with optional /:tab (localised prefixes such as autor, auteur, autore)"
  author: { app: 'mfe_author', path: '/author/:id/:slug/:tab?', index: 'index', switchable: false },
  // spec §2: "User profile: /{world}/id/:id/:slug with optional tab (noindex-follow)"
  userProfile: { app: 'mfe_author', path: '/id/:id/:slug/:tab?', index: 'noindex-follow', switchable: false },
  // spec §2: "Blog post: /{world}/post/:id (fr: billet)"
  blogPost: { app: 'mfe_author', path: '/post/:id', index: 'index', switchable: false },
  // spec §2: "/{world}/lessons/:id/:slug* (localised: unterricht, temas, sujets, lezione) and /{world}/tema/:id/:slug*"
  lessons: { app: 'mfe_catalog', path: '/lessons/:id/:slug*', index: 'index', switchable: false },
  tema: { app: 'mfe_catalog', path: '/tema/:id/:slug*', index: 'index', switchable: false },
  // spec §2: "School landing: /de/schulmaterialen/:school and with /:id/:slug*" (de only)
  schoolLanding: {
    app: 'mfe_catalog',
    path: '/schulmaterialen/:school',
    index: 'index',
    switchable: false,
    worlds: ['de'],
  },
  schoolLandingMaterial: {
    app: 'mfe_catalog',
    path: '/schulmaterialen/:school/:id/:slug*',
    index: 'index',
    switchable: false,
    worlds: ['de'],
  },
  // spec §2: "Foundation landing: /de/stiftung/unterrichtsmaterial/:id/:slug*. Free materials landing: /de/stiftung/unterrichtsmaterial."
  foundationLanding: {
    app: 'mfe_catalog',
    path: '/stiftung/unterrichtsmaterial/:id/:slug*',
    index: 'index',
    switchable: false,
    worlds: ['de'],
  },
  freeMaterialsLanding: {
    app: 'mfe_catalog',
    path: '/stiftung/unterrichtsmaterial',
    index: 'index',
    switchable: false,
    worlds: ['de'],
  },
  // spec §2: "Foundation page: /:world/stiftung-guter-unterricht": every world, the foundation's name is not translated
  foundationPage: {
    app: 'mfe_catalog',
    path: '/stiftung-guter-unterricht',
    index: 'index',
    switchable: true,
    fixedPath: true,
  },
});
