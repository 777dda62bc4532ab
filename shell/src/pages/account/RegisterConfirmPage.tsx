import { confirmRegistration } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { afterLogin } from '../../session/after-login';
import { session } from '../../session/session';
import { useMessage } from './messages';
import { OutcomeLink, TokenLinkFrame, useSingleUseToken } from './token-link-page';

/** Confirms the account and logs it in; any failure (also of the login) shows why the link is dead. */
async function confirmAndLogIn(token: string) {
  const answer = await confirmRegistration(token);
  await session().adoptToken(answer.access_token, answer.oauth_user_id, false);
  await afterLogin();
}

/** spec §2 sign-up confirm: the e-mailed single-use token confirms the account and logs in. */
export function RegisterConfirmPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation(['signup', 'service-pages']);
  const msg = useMessage();
  const state = useSingleUseToken(token, confirmAndLogIn);

  return (
    <TokenLinkFrame id="confirm-title" title={state.status === 'done' ? t('confirm.done') : t('confirm.title')} busy={state.status === 'working'}>
      {state.status === 'failed' && <p role="alert">{msg(state.key)}</p>}
      {state.status !== 'working' && (
        <OutcomeLink world={world} done={state.status === 'done'}>
          {state.status === 'done' ? t('confirm.start') : t('service-pages:toLogin')}
        </OutcomeLink>
      )}
    </TokenLinkFrame>
  );
}
