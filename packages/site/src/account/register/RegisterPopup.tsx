import { AccountEntryDialog } from '../login/AccountEntryDialog';

/** §2.8 registerModal (AccountPopupHost loads it for `{ kind: 'register' }`). */
export default function RegisterPopup() {
  return <AccountEntryDialog initialTab="register" />;
}
