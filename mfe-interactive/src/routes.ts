import React from 'react';
import { remoteRoutes } from '@teachmarket/shared-kit';

/** mfe_interactive's contract: the interactive area (learning rooms and courses are "coming soon" pages). */
export default remoteRoutes('mfe_interactive', { version: __APP_VERSION__, react: React }, {
  interactive: () => import(/* webpackChunkName: "page-interactive" */ './features/list/InteractivePage'),
  interactiveHome: () => import(/* webpackChunkName: "page-interactive-home" */ './features/home/InteractiveHomePage'),
  interactiveMaterials: () => import(/* webpackChunkName: "page-interactive-materials" */ './features/materials/InteractiveMaterialsPage'),
  myInteractives: () => import(/* webpackChunkName: "page-my-interactives" */ './features/mine/MyInteractivesPage'),
  // No data model for learning rooms and courses yet: one honest "coming soon" page for both.
  learningRooms: () => import(/* webpackChunkName: "page-interactive-soon" */ './features/coming-soon/ComingSoonPage'),
  courses: () => import(/* webpackChunkName: "page-interactive-soon" */ './features/coming-soon/ComingSoonPage'),
});
