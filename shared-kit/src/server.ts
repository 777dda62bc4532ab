// Issue 15: what the shell's server build needs from the router. A sub-path, so no browser bundle
// carries it; the router itself is the one copy inside shared-kit (react-router is not a federation
// singleton), so StaticRouter provides the context that the remotes' useLocation and Link read.
export { StaticRouter } from 'react-router';
