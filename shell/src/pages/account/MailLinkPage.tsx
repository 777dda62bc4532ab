import { href, Link, type MailLinkPartition, useSearchParams, unavailableWhile } from '@teachmarket/shared-kit';
import { applyMailLink, readMailLink } from '@teachmarket/shared-kit/page-api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from './messages';
import { TokenLinkFrame } from './token-link-page';
import { apiErrorOf, tokenErrorKey, type MessageKey } from './validate';

type State =
  | { status: 'reading' }
  | { status: 'ready'; name: string | null; sending: boolean; error: boolean }
  | { status: 'done'; name: string | null }
  | { status: 'failed'; key: MessageKey | null };

/** 410 is the API's answer for an unknown, used or expired link; anything else may work on a retry. */
async function failure(error: unknown): Promise<MessageKey | null> {
  const { status, code } = await apiErrorOf(error);
  return status === 410 || status === 400 ? tokenErrorKey(code) : null;
}

/**
 * spec §2 unsubscribe / unfollow-author links from e-mails: the page says what will happen, the
 * user confirms (mail scanners that open links must not unsubscribe anyone), then shows the result.
 */
export function MailLinkPage({ world, partition, token }: { world: string; partition: MailLinkPartition; token: string }) {
  const { t } = useTranslation('service-pages');
  const msg = useMessage();
  const [state, setState] = useState<State>({ status: 'reading' });
  const verb = partition === 'author' ? 'unfollow' : 'unsubscribe';

  useEffect(() => {
    let live = true;
    setState({ status: 'reading' });
    readMailLink(partition, token)
      .then((answer) => live && setState({ status: 'ready', name: answer.author_name, sending: false, error: false }))
      .catch(async (error: unknown) => {
        const key = await failure(error);
        if (live) setState({ status: 'failed', key });
      });
    return () => {
      live = false;
    };
  }, [partition, token]);

  async function confirm(name: string | null) {
    setState({ status: 'ready', name, sending: true, error: false });
    try {
      const answer = await applyMailLink(partition, token);
      setState({ status: 'done', name: answer.author_name });
    } catch (error) {
      const key = await failure(error);
      setState(key ? { status: 'failed', key } : { status: 'ready', name, sending: false, error: true });
    }
  }

  return (
    <TokenLinkFrame id="mail-link-title" title={t(`mailLink.title.${partition}`)} busy={state.status === 'reading'}>
      {state.status === 'ready' && (
        <>
          <p>{t(`mailLink.explain.${partition}`, { name: state.name ?? '' })}</p>
          {state.error && <p role="alert">{t('mailLink.error')}</p>}
          <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(state.sending, () => void confirm(state.name))}>
            {t(`mailLink.confirm.${verb}`)}
          </button>
        </>
      )}
      {state.status === 'done' && <p role="status">{t(`mailLink.done.${verb}`, { name: state.name ?? '' })}</p>}
      {state.status === 'failed' && <p role="alert">{state.key ? msg(state.key) : t('mailLink.error')}</p>}
      {(state.status === 'done' || state.status === 'failed') && (
        <Link className="tm-button" to={href('home', {}, world)}>{t('mailLink.toHome')}</Link>
      )}
    </TokenLinkFrame>
  );
}

const PARTITIONS: readonly MailLinkPartition[] = ['notifications', 'mailing', 'author', 'optional'];

/**
 * spec §2 /:world/unsubscribe-by-link: the one-click link carries partition and token in the query.
 * Also the page of an account mail's one-click header (partition 'optional', issue 18).
 */
export function UnsubscribeByLinkPage({ world }: { world: string }) {
  const [query] = useSearchParams();
  const asked = query.get('partition');
  const partition = PARTITIONS.find((p) => p === asked) ?? 'notifications';
  // A missing token still goes through the API, which answers token_invalid like any unknown link.
  return <MailLinkPage world={world} partition={partition} token={query.get('token') ?? 'missing-token'} />;
}
