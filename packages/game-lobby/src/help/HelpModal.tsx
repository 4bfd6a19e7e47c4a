import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { Dialog } from '@lobbykit/ui-kit';
import { HelpTopics } from './HelpTopics';

/** §2.1 /help, §2.8 helpModal: the help centre over the site; closing it returns to /. */
export default function HelpModal() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Help centre`}
      closeLabel={t`Close`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) void navigate('/');
      }}
    >
      <HelpTopics headingLevel={3} />
    </Dialog>
  );
}
