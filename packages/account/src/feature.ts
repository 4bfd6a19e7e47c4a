import { accountPopupAtom } from '@lobbykit/session';
import type { Feature } from '@lobbykit/session';
import { takeResetCode } from './password/resetLink';

/**
 * The account flows as the site composes them: the §2.8 popups (login and SMS login, registration,
 * forgot, reset and change password, log-out confirmation, the real-account dialog), each a lazy
 * chunk so the first page carries none, and the reset-password link the forgot-by-e-mail message
 * carries (§2.8: `/#resetPassword=…` opens the reset popup). The account has no pages of its own.
 */
export const accountFeature: Feature = {
  id: 'account',
  routes: () => [],
  popups: {
    login: () => import('./login/LoginPopup'),
    register: () => import('./register/RegisterPopup'),
    changePassword: () => import('./password/ChangePasswordPopup'),
    forgotPassword: () => import('./password/ForgotPasswordPopup'),
    resetPassword: () => import('./password/ResetPasswordPopup'),
    confirmLogout: () => import('./dialogs/ConfirmLogoutDialog'),
    realAccountNeeded: () => import('./dialogs/RealAccountDialog'),
  },
  start: (store) => {
    const code = takeResetCode();
    if (code) store.set(accountPopupAtom, { kind: 'resetPassword', code });
  },
  // Only the popups speak: their messages come with the first popup, not with the first page, so
  // even the catalog's chunk names are out of the first page's code.
  catalog: (locale) => import('./catalog').then(({ accountCatalog }) => accountCatalog(locale)),
  catalogOnDemand: true,
};
