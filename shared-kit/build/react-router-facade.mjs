// Issue 16 "share only what is used": what every build (browser and server) gets for `react-router`
// (the factory's resolve.alias `react-router$`). react-router is no federation singleton: its one copy is
// inside shared-kit, which re-exports what the apps use. Bundled through the package's index, the
// module behind Link (lib/dom/lib.js: Form, NavLink, fetchers, ScrollRestoration, framework-mode prefetch
// and single-fetch) stayed whole, its top-level forwardRef calls being side effects; shared-kit's own
// Link, BrowserRouter and useSearchParams (src/router/light.tsx) are written on the core names below.
// `react-router/production-lib/` is the package's dist/production/lib folder (an alias too, as the
// package's exports map has no sub-paths for it).
// A name that is not here is undefined at run time: shared-kit/src/router/react-router-facade.test.ts
// fails when an app imports one.
export { Navigate, Route, Router, Routes } from 'react-router/production-lib/components.js';
export {
  useHref, useInRouterContext, useLocation, useNavigate, useNavigationType, useParams, useResolvedPath,
} from 'react-router/production-lib/hooks.js';
export { createBrowserHistory as UNSAFE_createBrowserHistory, createPath } from 'react-router/production-lib/router/history.js';
export { createSearchParams } from 'react-router/production-lib/dom/dom.js';
// The page server's router (shell/src/ssr through @teachmarket/shared-kit/server); no browser build uses it.
export { StaticRouter } from 'react-router/production-lib/dom/server.js';
