import { AccountEntryDialog } from './AccountEntryDialog';

/** §2.8 loginPopupModal (the site's popup host loads it for `{ kind: 'login' }`). */
export default function LoginPopup() {
  return <AccountEntryDialog initialTab="login" />;
}
