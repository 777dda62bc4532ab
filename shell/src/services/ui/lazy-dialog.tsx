import { createContext, lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** The current showing's "load the chunk again", for a stand-in shown when it could not be loaded. */
const RetryLoad = createContext<() => void>(() => undefined);

/**
 * Issue 16: a dialog the shell shows after a condition or a user's action (personalisation, upcoming
 * terms, the feature tour) is a chunk of its own, loaded when it is first shown: the first view of every
 * page carried them while nearly no visit opens one. Once loaded (or preloaded) it renders at once; a
 * chunk that cannot be loaded shows nothing, or `failed` when given (the next showing tries again, and
 * `failed` may offer that at once: `LoadFailedNotice`), instead of breaking the shell. Also used for the
 * other browser-only parts the first view leaves out (the signed-in header, banners, the landing view).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, failed?: ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Nothing: ComponentType<P> = failed ?? (() => null);
  const attempt = () => loaded ?? lazy(() => preload().then((component) => ({ default: component }), () => ({ default: Nothing }) as { default: ComponentType<P> }));
  function LazyDialog(props: P) {
    // Chosen once per mount (and again on a retry), so the dialog is not remounted (losing its state) when the chunk arrives.
    const [Component, setComponent] = useState<ComponentType<P>>(attempt);
    return (
      <RetryLoad.Provider value={() => setComponent(attempt)}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </RetryLoad.Provider>
    );
  }
  return Object.assign(LazyDialog, { preload });
}

/**
 * The stand-in of a dialog the visit cannot go on without (consent, the upcoming terms: the API's
 * writes wait for them): says what failed and loads the chunk again on "Try again".
 */
export function LoadFailedNotice() {
  const retry = useContext(RetryLoad);
  const { t } = useTranslation('common');
  return (
    <div className="tm-load-failed" role="alert">
      <p>
        <strong>{t('remoteError.title')}</strong> {t('remoteError.body')}
      </p>
      <button type="button" className="tm-button tm-button--primary" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
