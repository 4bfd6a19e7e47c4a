import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { Button, Dialog } from '@lobbykit/ui-kit';
import { noticePopupOpenAtom } from './noticeAtoms';
import { NoticeList } from './NoticeList';

/** §2.8 noticeModal: the notices, on the one selectedNoticeIndexAtom points at. */
export default function NoticePopup() {
  const setOpen = useSetAtom(noticePopupOpenAtom);
  const { t } = useLingui();
  const close = () => setOpen(false);
  return (
    <Dialog
      title={t`Announcements`}
      closeLabel={t`Close`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      actions={
        <Button onPress={close}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <NoticeList headingLevel={3} />
    </Dialog>
  );
}
