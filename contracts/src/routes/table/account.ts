import { defineRoutes } from './define';

/**
 * spec §2 "Account (noindex)", all rendered by the shell.
 * Directive: forms anyone can open (login, register, forgot password, change country) are
 * noindex-follow, their header and footer links lead to indexable pages. Pages that carry a private
 * token or act for one person are noindex-nofollow.
 * Paths of token links (sent by e-mail, built by the API), of the OAuth callbacks (registered with
 * the provider) and of the operator's login-as are fixedPath: the same in every world. spec §2 writes
 * several of them with an explicit /:world/ prefix.
 */
const form = <const P extends string>(path: P) => ({ app: 'shell', path, index: 'noindex-follow', switchable: true }) as const;
const link = <const P extends string>(path: P) =>
  ({ app: 'shell', path, index: 'noindex-nofollow', switchable: false, fixedPath: true }) as const;

export const accountRoutes = defineRoutes({
  login: form('/login'),
  register: form('/register'),
  registerConfirm: link('/register/confirm/:registrationToken'),
  completeRegistration: link('/complete-registration/:token'),
  forgotPassword: form('/forgot-password'),
  passwordRecovery: link('/password-recovery/:token'),
  loginAs: link('/login-as'),
  authorize: link('/authorize'),
  // spec §2: "a Microsoft sign-in redirect page" (no path given)
  microsoftRedirect: link('/microsoft-redirect'),
  changeCountry: form('/change-country'),
  changeEmailConfirm: link('/change-email/confirm/:confirmationToken'),
  unsubscribe: link('/unsubscribe/:token'),
  mailingUnsubscribe: link('/mailing-unsubscribe/:token'),
  unsubscribeByLink: link('/unsubscribe-by-link'),
  unfollowAuthor: link('/unfollow-author/:token'),
  freeMaterialDownload: link('/free-material-download/:token'),
  recommendation: link('/recommendation/:token'),
});
