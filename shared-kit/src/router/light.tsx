// Issue 16: the three router pieces the apps use from react-router's DOM layer, written on the router's
// core (Router, useHref, useNavigate...). react-router's own <Link>, <BrowserRouter> and useSearchParams
// live in one module with <Form>, <NavLink>, fetchers, <ScrollRestoration> and the framework-mode
// prefetch/single-fetch code; its top-level forwardRef calls keep all of it in every bundle that takes one
// name from it (~12 KB of the router's 38 KB minified). The builds resolve `react-router` to a facade
// without that module (shared-kit/build/react-router-facade.mjs); jest uses the package itself.
// What these do not support (no app uses it; lint forbids importing react-router elsewhere): prefetch,
// viewTransition, masks, relative="path", reloadDocument on same-origin links is a plain <a>.
import { startTransition, useCallback, useLayoutEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import {
  createPath, createSearchParams, Router, UNSAFE_createBrowserHistory as createBrowserHistory, useHref, useLocation, useNavigate, useResolvedPath,
  type NavigateOptions, type To, type URLSearchParamsInit,
} from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** `to` as react-router reads it: an absolute URL of this origin is a path, of another origin external. */
function parseTo(to: To): { to: To; external?: string } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to) || typeof window === 'undefined') return { to };
  try {
    const target = new URL(to, window.location.href);
    if (target.origin === window.location.origin) return { to: target.pathname + target.search + target.hash };
  } catch {
    // an invalid URL stays the plain link it is
  }
  return { to, external: to };
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** react-router's <Link> for what the apps use: `to`, replace, state, preventScrollReset, reloadDocument, target, ref. */
export function Link({ to: rawTo, replace, state, preventScrollReset, reloadDocument, target, onClick, ref, children, ...rest }: LinkProps) {
  const { to, external } = parseTo(rawTo);
  const href = useHref(to);
  const location = useLocation();
  const path = useResolvedPath(to);
  const navigate = useNavigate();
  const spa = !external && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!spa || event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    // Like react-router: a link to the page you are on replaces the history entry.
    void navigate(to, { replace: replace ?? createPath(location) === createPath(path), state, preventScrollReset });
  };
  return (
    <a {...rest} ref={ref} href={external ?? href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/** react-router's <BrowserRouter> (no basename: the world is the first path segment of every route). */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  return <Router location={state.location} navigationType={state.action} navigator={history}>{children}</Router>;
}

type SetSearchParams = (next: URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit), options?: NavigateOptions) => void;

/** react-router's useSearchParams (without defaults: no app passes any): the query and a setter that navigates to `?<next>`. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const location = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => createSearchParams(location.search), [location.search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const params = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next);
      void navigate(`?${params}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, set];
}
