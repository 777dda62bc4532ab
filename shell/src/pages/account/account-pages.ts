// The account screens, one chunk loaded on demand by shell-pages.tsx (issue 16: not in every first view).
export { ChangeCountryPage } from './ChangeCountryPage';
export { ChangeEmailConfirmPage } from './ChangeEmailConfirmPage';
export { CompleteRegistrationPage } from './CompleteRegistrationPage';
export { FreeMaterialDownloadPage } from './FreeMaterialDownloadPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { LoginAsPage } from './LoginAsPage';
export { SocialCallbackPage } from './SocialCallbackPage';
export { MailLinkPage, UnsubscribeByLinkPage } from './MailLinkPage';
export { PasswordRecoveryPage } from './PasswordRecoveryPage';
export { RegisterConfirmPage } from './RegisterConfirmPage';
export { RecommendationPage } from './RecommendationPage';
export { RegisterPage } from './RegisterPage';

