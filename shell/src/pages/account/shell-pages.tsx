import { lazy, Suspense, type ReactNode } from 'react';
import { PageSkeleton } from '../../layout/PageSkeleton';
type Render = (world: string, params: Record<string, string>) => ReactNode;

/** The account namespaces load on demand (react-i18next suspends meanwhile). */
const page = (node: ReactNode) => <Suspense fallback={<PageSkeleton />}>{node}</Suspense>;

/**
 * Issue 16: the account screens are one chunk loaded when one of them is opened, not part of every
 * page's first view (they were ~10 KB gzip of the shell's bootstrap). The route table names them, so
 * the page server could preload the chunk; the skeleton shows meanwhile.
 */
const load = () => import(/* webpackChunkName: "account-pages" */ './account-pages');
const ChangeCountryPage = lazy(() => load().then((m) => ({ default: m.ChangeCountryPage })));
const ChangeEmailConfirmPage = lazy(() => load().then((m) => ({ default: m.ChangeEmailConfirmPage })));
const CompleteRegistrationPage = lazy(() => load().then((m) => ({ default: m.CompleteRegistrationPage })));
const FreeMaterialDownloadPage = lazy(() => load().then((m) => ({ default: m.FreeMaterialDownloadPage })));
const ForgotPasswordPage = lazy(() => load().then((m) => ({ default: m.ForgotPasswordPage })));
const LoginPage = lazy(() => load().then((m) => ({ default: m.LoginPage })));
const LoginAsPage = lazy(() => load().then((m) => ({ default: m.LoginAsPage })));
const SocialCallbackPage = lazy(() => load().then((m) => ({ default: m.SocialCallbackPage })));
const MailLinkPage = lazy(() => load().then((m) => ({ default: m.MailLinkPage })));
const UnsubscribeByLinkPage = lazy(() => load().then((m) => ({ default: m.UnsubscribeByLinkPage })));
const PasswordRecoveryPage = lazy(() => load().then((m) => ({ default: m.PasswordRecoveryPage })));
const RegisterConfirmPage = lazy(() => load().then((m) => ({ default: m.RegisterConfirmPage })));
const RecommendationPage = lazy(() => load().then((m) => ({ default: m.RecommendationPage })));
const RegisterPage = lazy(() => load().then((m) => ({ default: m.RegisterPage })));

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
