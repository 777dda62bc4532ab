import { useStore } from '@nanostores/react';
import { EmptyState, ErrorState, href, Link, LoadingState, Navigate, type PageProps, $session } from '@teachmarket/shared-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_LINK_TOKEN, restoreCart } from './restore-cart';

type State = 'working' | 'restored' | 'unknown' | 'error';

/** spec §2 abandoned cart redirect (/view-cart?token=…, de warenkorb-anschauen): restores the linked cart, then shows it. */
export default function AbandonedCartPage({ world, query }: PageProps) {
  const { t } = useTranslation('cart');
  const session = useStore($session).status;
  const token = query.get('token') ?? '';
  const valid = CART_LINK_TOKEN.test(token);
  const [state, setState] = useState<State>('working');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Until the shell has validated the session, it is not known whose cart the token joins.
    if (!valid || session === 'validating') return;
    let live = true;
    restoreCart(token).then(
      (result) => live && setState(result),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [token, valid, session, attempt]);

  if (valid && state === 'restored') return <Navigate to={href('shoppingCart', {}, world)} state={{ restored: true }} replace />;
  if (valid && state === 'error') return (
    <ErrorState
      onRetry={() => {
        setState('working');
        setAttempt((n) => n + 1);
      }}
    />
  );
  if (valid && state === 'working') {
    return (
      <div className="tm-cart">
        <h1 className="tm-page-title">{t('restore.working')}</h1>
        <LoadingState />
      </div>
    );
  }
  return (
    <div className="tm-cart">
      <h1 className="tm-page-title">{t('restore.failedTitle')}</h1>
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('shoppingCart', {}, world)}>{t('restore.toCart')}</Link>}>
        {t('restore.unknown')}
      </EmptyState>
    </div>
  );
}
