// The account screens, one chunk loaded on demand by shell-pages.tsx (issue 16: not in every first view).
// The route table below is part of the chunk too: the first view carries only the route ids.
import type { ReactNode } from 'react';
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
import type { ShellPageRoute } from './shell-pages';

type Render = (world: string, params: Record<string, string>) => ReactNode;

/** Each shell-owned route's screen (shell-pages.tsx names the same route ids). */
const SCREENS: Record<ShellPageRoute, Render> = {
  login: (world) => <LoginPage world={world} />,
  register: (world) => <RegisterPage world={world} />,
  registerConfirm: (world, p) => <RegisterConfirmPage world={world} token={p.registrationToken ?? ''} />,
  forgotPassword: (world) => <ForgotPasswordPage world={world} />,
  passwordRecovery: (world, p) => <PasswordRecoveryPage world={world} token={p.token ?? ''} />,
  unsubscribe: (world, p) => <MailLinkPage world={world} partition="notifications" token={p.token ?? ''} />,
  mailingUnsubscribe: (world, p) => <MailLinkPage world={world} partition="mailing" token={p.token ?? ''} />,
  unsubscribeByLink: (world) => <UnsubscribeByLinkPage world={world} />,
  unfollowAuthor: (world, p) => <MailLinkPage world={world} partition="author" token={p.token ?? ''} />,
  changeCountry: (world) => <ChangeCountryPage world={world} />,
  completeRegistration: (world, p) => <CompleteRegistrationPage world={world} token={p.token ?? ''} />,
  changeEmailConfirm: (world, p) => <ChangeEmailConfirmPage world={world} token={p.confirmationToken ?? ''} />,
  freeMaterialDownload: (world, p) => <FreeMaterialDownloadPage world={world} token={p.token ?? ''} />,
  recommendation: (world, p) => <RecommendationPage world={world} token={p.token ?? ''} />,
  loginAs: (world) => <LoginAsPage world={world} />,
  authorize: (world) => <SocialCallbackPage world={world} route="authorize" />,
  microsoftRedirect: (world) => <SocialCallbackPage world={world} route="microsoftRedirect" />,
};

/** The screen of a shell-owned route. */
export function AccountPage({ routeId, world, params }: { routeId: ShellPageRoute; world: string; params: Record<string, string> }) {
  return SCREENS[routeId](world, params);
}
