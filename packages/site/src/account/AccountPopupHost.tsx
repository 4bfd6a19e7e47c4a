import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { accountPopupAtom } from '@lobbykit/session';
import type { AccountPopupKind } from '@lobbykit/session';
import { PublicPopups } from '../announcements/PublicPopups';
import { loadSection } from '../routing/lazySection';

type PopupModule = { default: ComponentType };
type PopupKind = Exclude<AccountPopupKind, 'closed'>;

/**
 * §2.8 popups, each in its own chunk so the first page carries none of them. A popup reads
 * `accountPopupAtom` for its own details (tab, reason) and closes by writing it.
 */
const popupLoaders: Partial<
  Record<Exclude<AccountPopupKind, 'closed'>, () => Promise<PopupModule>>
> = {
  login: () => import('./login/LoginPopup'),
  register: () => import('./register/RegisterPopup'),
  changePassword: () => import('./password/ChangePasswordPopup'),
  forgotPassword: () => import('./password/ForgotPasswordPopup'),
  resetPassword: () => import('./password/ResetPasswordPopup'),
  confirmLogout: () => import('./dialogs/ConfirmLogoutDialog'),
  realAccountNeeded: () => import('./dialogs/RealAccountDialog'),
  customerService: () => import('../support/CustomerServicePopup'),
};

const lazyPopups = Object.fromEntries(
  Object.entries(popupLoaders).map(([kind, load]) => [
    kind,
    lazy(() => loadSection(`popup:${kind}`, load)),
  ]),
) as Partial<Record<PopupKind, LazyExoticComponent<ComponentType>>>;

/** Renders the account popup that `accountPopupAtom` asks for. */
export function AccountPopupHost() {
  const popup = useAtomValue(accountPopupAtom);
  const Popup = popup.kind === 'closed' ? undefined : lazyPopups[popup.kind];
  return (
    <>
      <PublicPopups />
      {Popup ? (
        <Suspense fallback={null}>
          <Popup />
        </Suspense>
      ) : null}
    </>
  );
}
