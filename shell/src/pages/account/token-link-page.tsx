import { ErrorState, href, Link, LoadingState } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from './messages';
import { useTokenLink, type TokenLinkState } from './use-token-link';
import { apiErrorOf, tokenErrorKey, type MessageKey } from './validate';

/** The frame of every page an e-mailed link opens: titled section, busy while the link is being read. */
export function TokenLinkFrame({ id, title, busy, children }: { id: string; title: string; busy: boolean; children: ReactNode }) {
  return (
    <section className="tm-account" aria-labelledby={id} aria-busy={busy}>
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}

/**
 * What a read link shows (useTokenLink): loading, a retry for network trouble, why a dead link
 * (unknown, used, expired) cannot work with `failedAction` under it, or `ready(data)`.
 */
export function TokenLinkBody<T>({ state, retry, failedAction, ready }: {
  state: TokenLinkState<T>;
  retry: () => void;
  failedAction?: ReactNode;
  ready: (data: T) => ReactNode;
}) {
  const msg = useMessage();
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState onRetry={retry} />;
  if (state.status === 'failed') {
    return (
      <>
        <p role="alert">{msg(state.key)}</p>
        {failedAction}
      </>
    );
  }
  return <>{ready(state.data)}</>;
}

/** The way on after a link did its work (home) or could not (log in): one primary button. */
export function OutcomeLink({ world, done, children }: { world: string; done: boolean; children: ReactNode }) {
  return (
    <Link className="tm-button tm-button--primary" to={href(done ? 'home' : 'login', {}, world)}>
      {children}
    </Link>
  );
}

export type SingleUseState<T> = { status: 'working' } | { status: 'done'; data: T } | { status: 'failed'; key: MessageKey };

/**
 * Uses a single-use link's token once on opening (no login needed: the token is the proof).
 * `failure` names the message for an API error (default: why the token is dead); `onDone` runs after
 * the page shows the success.
 */
export function useSingleUseToken<T>(
  token: string,
  use: (token: string) => Promise<T>,
  options: { failure?: (error: { status: number | null; code: string }) => MessageKey; onDone?: (data: T) => unknown } = {},
): SingleUseState<T> {
  const [state, setState] = useState<SingleUseState<T>>({ status: 'working' });
  const started = useRef(false);
  // The token is used once, so the options of that first render are the ones that count.
  const latest = useRef(options);
  useEffect(() => {
    // Once: the token is single-use, a second call (StrictMode) would report it as used.
    if (started.current) return;
    started.current = true;
    use(token)
      .then(async (data) => {
        setState({ status: 'done', data });
        await latest.current.onDone?.(data);
      })
      .catch(async (error: unknown) => {
        const answer = await apiErrorOf(error);
        setState({ status: 'failed', key: latest.current.failure?.(answer) ?? tokenErrorKey(answer.code) });
      });
  }, [token, use]);
  return state;
}

/**
 * A page that shows what a reusable e-mailed link is about (recommendation, free download): reads
 * it with useTokenLink, a dead link says why with a way home, a readable one shows `children(data)`.
 */
export function ReadTokenLinkPage<T>({ world, token, read, id, title, children }: {
  world: string;
  token: string;
  read: (token: string, signal: AbortSignal) => Promise<T>;
  id: string;
  title: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('service-pages');
  const { state, retry } = useTokenLink(read, token);
  return (
    <TokenLinkFrame id={id} title={title} busy={state.status === 'loading'}>
      <TokenLinkBody
        state={state}
        retry={retry}
        failedAction={<Link className="tm-button" to={href('home', {}, world)}>{t('mailLink.toHome')}</Link>}
        ready={children}
      />
    </TokenLinkFrame>
  );
}
