import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@lobbykit/forms';
import { formatDateTime } from '@lobbykit/i18n';
import {
  brandAtom,
  invalidatePlatformQueriesAtom,
  platformQueryContextAtom,
  UNREAD_MESSAGES_KEY,
  useInfiniteQuery,
  useMutation,
} from '@lobbykit/session';
import { Button, EmptyState, MailIcon, NativeDialog, ShowMore, Skeleton } from '@lobbykit/ui-kit';
import { INBOX_KEY, inboxQuery } from './inboxQuery';
import type { InboxMessage } from './inboxQuery';
import * as styles from './inbox.css';

/** What changes with a message: the inbox and the unread count (header and menu badges). */
function useRefreshInbox() {
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  return () => Promise.all([invalidate(INBOX_KEY), invalidate(UNREAD_MESSAGES_KEY)]);
}

function when(iso: string, timeZone: string): string {
  try {
    return formatDateTime(iso, timeZone);
  } catch {
    return ''; // a malformed time is left out rather than shown wrong
  }
}

/** One row of the inbox: unread ones say so in words and a dot, and in bold (not colour alone). */
function Row({
  message,
  timeZone,
  onOpen,
  onDelete,
}: {
  message: InboxMessage;
  timeZone: string;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const title = message.title;
  return (
    <li className={styles.row} data-read={message.read ? 'true' : 'false'}>
      <button type="button" className={styles.open} onClick={onOpen}>
        <span className={styles.state}>
          {message.read ? (
            <Trans>Read</Trans>
          ) : (
            <>
              <span className={styles.dot} aria-hidden="true" />
              <Trans>Unread</Trans>
            </>
          )}
        </span>
        <span className={styles.title}>{message.title}</span>
        <time className={styles.time} dateTime={message.createdAt}>
          {when(message.createdAt, timeZone)}
        </time>
      </button>
      <Button
        tone="neutral"
        variant="ghost"
        size="sm"
        onPress={onDelete}
        aria-label={t`Delete “${title}”`}
      >
        <Trans>Delete</Trans>
      </Button>
    </li>
  );
}

function DeleteWarning({ title }: { title: string }) {
  return <Trans>“{title}” will be deleted. This cannot be undone.</Trans>;
}

/**
 * §2.9 messageV2: the member's inbox (platform information) — read and unread messages, newest
 * first, opened in a dialog (which marks them read), deleted after a confirmation, or all marked
 * read at once. Each change refreshes the unread count the header and the menu show.
 */
export function Inbox() {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const timeZone = useAtomValue(brandAtom).timeZone;
  const inbox = useInfiniteQuery(inboxQuery(context));
  const refresh = useRefreshInbox();
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);

  const open = useMutation({
    mutationFn: (id: number) => context.api.messageOpen({ id }),
    onSuccess: (message) => {
      setOpened(message);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => context.api.messageDelete({ id }),
    onSuccess: () => {
      setDeleting(null);
      setOpened(null);
      return refresh();
    },
  });
  const readAll = useMutation({
    mutationFn: () => context.api.messageReadAll(),
    onSuccess: () => refresh(),
  });

  const messages = inbox.data?.pages.flatMap((page) => page.content) ?? [];
  const anyUnread = messages.some((message) => !message.read);
  const failure = open.error ?? remove.error ?? readAll.error ?? inbox.error;

  if (inbox.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <Skeleton width="100%" height={56} />
        <Skeleton width="100%" height={56} />
        <Skeleton width="100%" height={56} />
      </div>
    );
  }

  return (
    <div className={styles.inbox}>
      {failure ? (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, failure)}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <EmptyState
          icon={<MailIcon />}
          title={t`No messages`}
          description={t`Messages from us about your account appear here.`}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <Button
              tone="neutral"
              variant="soft"
              size="sm"
              isDisabled={!anyUnread || readAll.isPending}
              onPress={() => readAll.mutate()}
            >
              <Trans>Mark all as read</Trans>
            </Button>
          </div>
          <ul className={styles.list} aria-label={t`Inbox`}>
            {messages.map((message) => (
              <Row
                key={message.id}
                message={message}
                timeZone={timeZone}
                onOpen={() => {
                  setOpened(message);
                  open.mutate(message.id);
                }}
                onDelete={() => setDeleting(message)}
              />
            ))}
          </ul>
          <ShowMore
            hasMore={inbox.hasNextPage}
            isLoading={inbox.isFetchingNextPage}
            onMore={() => void inbox.fetchNextPage()}
            label={t`Show more`}
            loadingLabel={t`Loading…`}
          />
        </>
      )}
      {opened ? (
        <NativeDialog
          isOpen
          title={opened.title}
          closeLabel={t`Close`}
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpened(null);
          }}
          actions={
            <Button tone="neutral" variant="soft" onPress={() => setDeleting(opened)}>
              <Trans>Delete</Trans>
            </Button>
          }
        >
          <time className={styles.time} dateTime={opened.createdAt}>
            {when(opened.createdAt, timeZone)}
          </time>
          <p className={styles.body}>{opened.body}</p>
        </NativeDialog>
      ) : null}
      {deleting ? (
        <NativeDialog
          isOpen
          role="alertdialog"
          size="sm"
          title={t`Delete this message?`}
          closeLabel={t`Close`}
          onOpenChange={(isOpen) => {
            if (!isOpen) setDeleting(null);
          }}
          actions={(close) => (
            <>
              <Button tone="neutral" variant="soft" onPress={close}>
                <Trans>Keep it</Trans>
              </Button>
              <Button
                tone="critical"
                isDisabled={remove.isPending}
                onPress={() => remove.mutate(deleting.id)}
              >
                <Trans>Delete</Trans>
              </Button>
            </>
          )}
        >
          <p className={styles.body}>
            <DeleteWarning title={deleting.title} />
          </p>
        </NativeDialog>
      ) : null}
    </div>
  );
}
