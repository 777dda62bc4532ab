import { LoadingState } from '@teachmarket/shared-kit';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** A panel's chunk could not be loaded: say so and offer to load it again (never an empty space). */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  // The button that opened a form may be gone with it: focus is not left on the page's body.
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) retry.current?.focus();
  }, []);
  return (
    <div role="alert" className="tm-material__error">
      <p>{t('remoteError.title')}</p>
      <button ref={retry} type="button" className="tm-button" onClick={onRetry}>{t('retry')}</button>
    </div>
  );
}

/**
 * Issue 16: a panel that opens on a reader's click (recommend, folders, report) is a chunk of its own,
 * loaded when it is first opened: the material page's first view carried them while few visits open one.
 * While its chunk loads, the panel's place shows the loading state; a chunk that cannot be loaded shows
 * an alert with a retry button, which asks for it again. Once loaded, every later opening renders at once.
 * The button that opens a panel stays in the page chunk, so the server's HTML and hydration are unchanged
 * (a panel is never open on the server). A form that replaces its button awaits `preload()` before it
 * opens, so the button keeps the focus until the form can take it (WCAG 2.4.3).
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  function LazyPanel(props: P) {
    const attempt = (): ComponentType<P> =>
      loaded ??
      lazy<ComponentType<P>>(() =>
        preload().then(
          (component) => ({ default: component }),
          () => ({ default: () => <LoadFailed onRetry={() => setPanel(attempt)} /> }) as { default: ComponentType<P> },
        ),
      );
    // Chosen once per opening, so the panel is not remounted (losing what was typed) on a re-render.
    const [Panel, setPanel] = useState<ComponentType<P>>(attempt);
    return (
      <Suspense fallback={<LoadingState lines={2} />}>
        <Panel {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPanel, { preload });
}
