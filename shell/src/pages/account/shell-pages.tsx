import { Suspense, type ReactNode } from 'react';
import { PageSkeleton } from '../../layout/PageSkeleton';
import { ChangeCountryPage } from './ChangeCountryPage';
import { ChangeEmailConfirmPage } from './ChangeEmailConfirmPage';
import { CompleteRegistrationPage } from './CompleteRegistrationPage';
import { FreeMaterialDownloadPage } from './FreeMaterialDownloadPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { LoginAsPage } from './LoginAsPage';
import { SocialCallbackPage } from './SocialCallbackPage';
import { MailLinkPage, UnsubscribeByLinkPage } from './MailLinkPage';
import { PasswordRecoveryPage } from './PasswordRecoveryPage';
import { RegisterConfirmPage } from './RegisterConfirmPage';
import { RecommendationPage } from './RecommendationPage';
import { RegisterPage } from './RegisterPage';

type Render = (world: string, params: Record<string, string>) => ReactNode;

/** The account namespaces load on demand (react-i18next suspends meanwhile). */
const page = (node: ReactNode) => <Suspense fallback={<PageSkeleton />}>{node}</Suspense>;

/** Shell-owned routes (app 'shell' in the route table) that have a screen; others show 404. */
export const SHELL_PAGES: Partial<Record<string, Render>> = {
  login: (world) => page(<LoginPage world={world} />),
  register: (world) => page(<RegisterPage world={world} />),
  registerConfirm: (world, p) => page(<RegisterConfirmPage world={world} token={p.registrationToken ?? ''} />),
  forgotPassword: (world) => page(<ForgotPasswordPage world={world} />),
  passwordRecovery: (world, p) => page(<PasswordRecoveryPage world={world} token={p.token ?? ''} />),
  unsubscribe: (world, p) => page(<MailLinkPage world={world} partition="notifications" token={p.token ?? ''} />),
  mailingUnsubscribe: (world, p) => page(<MailLinkPage world={world} partition="mailing" token={p.token ?? ''} />),
  unsubscribeByLink: (world) => page(<UnsubscribeByLinkPage world={world} />),
  unfollowAuthor: (world, p) => page(<MailLinkPage world={world} partition="author" token={p.token ?? ''} />),
  changeCountry: (world) => page(<ChangeCountryPage world={world} />),
  completeRegistration: (world, p) => page(<CompleteRegistrationPage world={world} token={p.token ?? ''} />),
  changeEmailConfirm: (world, p) => page(<ChangeEmailConfirmPage world={world} token={p.confirmationToken ?? ''} />),
  freeMaterialDownload: (world, p) => page(<FreeMaterialDownloadPage world={world} token={p.token ?? ''} />),
  recommendation: (world, p) => page(<RecommendationPage world={world} token={p.token ?? ''} />),
  loginAs: (world) => page(<LoginAsPage world={world} />),
  authorize: (world) => page(<SocialCallbackPage world={world} route="authorize" />),
  microsoftRedirect: (world) => page(<SocialCallbackPage world={world} route="microsoftRedirect" />),
};
