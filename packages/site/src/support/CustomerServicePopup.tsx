import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  accountPopupAtom,
  brandAtom,
  permissionAtom,
  platformQuery,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import { Button, Dialog, Spinner } from '@lobbykit/ui-kit';
import { openChatWindow } from './openChatWindow';
import * as styles from './CustomerServicePopup.css';

type Chat = { status: 'loading' } | { status: 'chat'; url: string } | { status: 'email' };

/** The support address: the operator's EMAIL resource (§3 Resources), else the brand's. */
export function supportEmailOf(
  resources: readonly { resourceType: string; url: string }[] | undefined,
  brandEmail: string,
): string {
  const resource = resources?.find((r) => r.resourceType === 'EMAIL');
  const address = resource?.url.replace(/^mailto:/i, '').trim();
  return address && address.includes('@') ? address : brandEmail;
}

/**
 * §2.8 csModal: live chat where the merchant has it (CBS_launchChat, a 440 × 750 window), else the
 * support e-mail. Rendered on the maintenance and region pages too, so it needs no router.
 */
export default function CustomerServicePopup() {
  const setPopup = useSetAtom(accountPopupAtom);
  const context = useAtomValue(platformQueryContextAtom);
  const brand = useAtomValue(brandAtom);
  const permission = useAtomValue(permissionAtom);
  const { t } = useLingui();
  const [blocked, setBlocked] = useState(false);
  const email = supportEmailOf(permission?.resources, brand.supportEmail);
  const launch = useQuery(
    platformQuery(context, ['supportChat'], (signal) =>
      context.api.supportLaunchChat({ language: context.language }, { signal }),
    ),
  );
  // chatUrl null: the merchant has no live chat (§2.8 "or a support e-mail"). The platform out
  // of reach (or an older one answering LIVE_CHAT_UNAVAILABLE): the e-mail always works.
  const chat: Chat = launch.data?.chatUrl
    ? { status: 'chat', url: launch.data.chatUrl }
    : launch.isPending
      ? { status: 'loading' }
      : { status: 'email' };

  return (
    <Dialog
      title={t`Customer service`}
      closeLabel={t`Close`}
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) setPopup({ kind: 'closed' });
      }}
    >
      <div className={styles.body}>
        {/*
          §1 gives two readings of the hours (24-hour service; 15:00–3:00 JST in one place of the
          Japanese site). We state the 24-hour one in both languages and not the other, since
          showing both would contradict itself.
        */}
        <p className={styles.hours}>
          <Trans>We are here for you 24 hours a day, every day.</Trans>
        </p>
        {chat.status === 'loading' && <Spinner label={t`Loading customer service`} showLabel />}
        {chat.status === 'chat' && (
          <>
            <p className={styles.line}>
              <Trans>Chat with our team now. The chat opens in a small window.</Trans>
            </p>
            <Button onPress={() => setBlocked(!openChatWindow(chat.url))}>
              <Trans>Start live chat</Trans>
            </Button>
            <p role="alert" className={styles.blocked}>
              {blocked && (
                // §8 popup blocked: say so, and offer the chat as an ordinary link.
                <>
                  <Trans>Your browser blocked the chat window.</Trans>{' '}
                  <a
                    className={styles.link}
                    href={chat.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Trans>Open the live chat in a new tab</Trans>
                  </a>
                </>
              )}
            </p>
          </>
        )}
        {chat.status === 'email' && (
          <p className={styles.line}>
            <Trans>
              Write to us at{' '}
              <a className={styles.link} href={`mailto:${email}`}>
                {email}
              </a>{' '}
              and we will answer as soon as possible.
            </Trans>
          </p>
        )}
      </div>
    </Dialog>
  );
}
