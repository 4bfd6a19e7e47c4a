import { AccountEntryDialog } from '../login/AccountEntryDialog';

/** §2.8 registerModal (the site's popup host loads it for `{ kind: 'register' }`). */
export default function RegisterPopup() {
  return <AccountEntryDialog initialTab="register" />;
}
