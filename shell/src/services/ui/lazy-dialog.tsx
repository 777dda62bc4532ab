import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Issue 16: a dialog the shell shows after a condition or a user's action (personalisation, upcoming
 * terms, the feature tour) is a chunk of its own, loaded when it is first shown: the first view of every
 * page carried them while nearly no visit opens one. Once loaded (or preloaded) it renders at once; a
 * chunk that cannot be loaded shows nothing, or `failed` when given (the next showing tries again),
 * instead of breaking the shell. Also used for the other browser-only parts the first view leaves out
 * (the signed-in header, banners, the landing view).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, failed?: ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Nothing: ComponentType<P> = failed ?? (() => null);
  function LazyDialog(props: P) {
    // Chosen once per mount, so the dialog is not remounted (losing its state) when the chunk arrives.
    const [Component] = useState<ComponentType<P>>(
      () => loaded ?? lazy(() => preload().then((component) => ({ default: component }), () => ({ default: Nothing }) as { default: ComponentType<P> })),
    );
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
