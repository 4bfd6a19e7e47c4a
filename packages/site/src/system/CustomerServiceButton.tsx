import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { accountPopupAtom } from '@lobbykit/session';
import { Button } from '@lobbykit/ui-kit';
import { AccountPopupHost } from '../popups/AccountPopupHost';

/** Opens the customer-service popup (§2.8 csModal), also where the rest of the site is replaced. */
export function CustomerServiceButton() {
  const setPopup = useSetAtom(accountPopupAtom);
  return (
    <>
      <Button tone="brand" onPress={() => setPopup({ kind: 'customerService' })}>
        <Trans>Customer service</Trans>
      </Button>
      <AccountPopupHost />
    </>
  );
}
