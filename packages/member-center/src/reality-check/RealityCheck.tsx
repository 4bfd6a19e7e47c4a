import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaySessionSummary } from '@lobbykit/api-contract';
import { formatAmount, formatDateTime } from '@lobbykit/i18n';
import {
  brandAtom,
  logoutAtom,
  moneyFormatAtom,
  platformQuery,
  platformQueryContextAtom,
  requestLoginAtom,
  sessionAtom,
  sessionEndedAtom,
  useQuery,
} from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import { Button, LinkButton, NativeDialog } from '@lobbykit/ui-kit';
import { memberHref } from '../paths';
import { PLAY_SESSION_KEY } from '../responsible-gambling/keys';
import { useDuration } from '../responsible-gambling/PlayTime';
import { minutesSince, nextCheckAt } from './schedule';
import * as styles from './realityCheck.css';

export const playSessionQuery = (context: PlatformQueryContext) =>
  platformQuery(
    context,
    PLAY_SESSION_KEY,
    (signal) => context.api.memberPlaySessionSummary(undefined, { signal }),
    { memberOnly: true },
  );

/** "1 hour 20 minutes", "45 minutes". */
function usePlayed() {
  const { t } = useLingui();
  const duration = useDuration();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0 || rest === 0) return duration(minutes);
    const h = duration(hours * 60);
    const m = duration(rest);
    return t`${h} ${m}`;
  };
}

/**
 * Issue 14 item 9, the reality check: the time played since this login began, the stakes and the
 * net result, fetched when it opens, with a way to the betting record and out.
 */
export function RealityCheckDialog({
  summary,
  now,
  onContinue,
}: {
  summary: PlaySessionSummary;
  now: number;
  onContinue: () => void;
}) {
  const { t } = useLingui();
  const played = usePlayed();
  const moneyFormat = useAtomValue(moneyFormatAtom);
  const timeZone = useAtomValue(brandAtom).timeZone;
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const money = (amount: string) => formatAmount(amount, moneyFormat);
  const minutes = minutesSince(Date.parse(summary.since), now);
  const loggedInAt = formatDateTime(summary.since, timeZone);
  const leave = async () => {
    setLeaving(true);
    await logout();
    await navigate('/', { replace: true });
  };
  return (
    <NativeDialog
      isOpen
      role="alertdialog"
      size="sm"
      title={t`Reality check`}
      closeLabel={t`Close`}
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
      actions={
        <>
          <LinkButton
            href={memberHref('personalHistoryCopy')}
            tone="neutral"
            variant="soft"
            onPress={onContinue}
          >
            <Trans>Betting record</Trans>
          </LinkButton>
          <Button tone="critical" variant="soft" isLoading={leaving} onPress={() => void leave()}>
            <Trans>Log out</Trans>
          </Button>
          <Button onPress={onContinue} isDisabled={leaving}>
            <Trans>Continue playing</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={styles.text}>
          <Trans>
            You have been playing for {played(minutes)} since you logged in at {loggedInAt}.
          </Trans>
        </p>
        <dl className={styles.figures} aria-label={t`This session`}>
          <dt className={styles.term}>
            <Trans>Time played</Trans>
          </dt>
          <dd className={styles.value}>{played(minutes)}</dd>
          <dt className={styles.term}>
            <Trans>Rounds</Trans>
          </dt>
          <dd className={styles.value}>{summary.rounds}</dd>
          <dt className={styles.term}>
            <Trans>Stakes</Trans>
          </dt>
          <dd className={styles.value}>{money(summary.stakes)}</dd>
          <dt className={styles.term}>
            <Trans>Net result</Trans>
          </dt>
          <dd className={styles.value}>{money(summary.net)}</dd>
        </dl>
      </div>
    </NativeDialog>
  );
}

/** The check's clock: due every interval after the login began; the dialog fetches its figures. */
function RealityCheckSchedule() {
  const context = useAtomValue(platformQueryContextAtom);
  const query = useQuery(playSessionQuery(context));
  const [shown, setShown] = useState<{ summary: PlaySessionSummary; at: number } | null>(null);
  const since = query.data ? Date.parse(query.data.since) : null;
  const interval = query.data?.realityCheckMinutes ?? null;
  const endsAt = query.data?.endsAt ? Date.parse(query.data.endsAt) : null;
  const { refetch } = query;
  const open = shown !== null;

  // Counted from the latest of: the first figures with this setting (the login, a reload, a
  // settings change, off and on again) and the player's "Continue"; the next whole interval of the
  // login after that. Not from every fetch: a language switch fetches the figures again, and an
  // answer that came after the check fell due moved it a whole interval on, so it never opened.
  const [anchor, setAnchor] = useState<{ interval: number | null; at: number } | null>(null);
  // The setting the figures say (null: off); undefined while they are on their way.
  const setting = query.data ? query.data.realityCheckMinutes : undefined;
  if (setting !== undefined && anchor?.interval !== setting)
    setAnchor({ interval: setting, at: query.dataUpdatedAt });
  const anchorAt = anchor?.interval === interval ? anchor.at : query.dataUpdatedAt;
  const [continuedAt, setContinuedAt] = useState(0);
  const due =
    since === null || interval === null
      ? null
      : nextCheckAt(since, interval, Math.max(continuedAt, anchorAt));

  useEffect(() => {
    if (due === null || open) return;
    let live = true;
    const timer = setTimeout(
      () => {
        void refetch().then((result) => {
          if (live && result.data) setShown({ summary: result.data, at: Date.now() });
        });
      },
      Math.max(0, due - Date.now()),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [due, open, refetch]);

  useEffect(() => {
    if (endsAt === null) return;
    // At the session time limit the platform refuses the read: the session ends here and the
    // player is told why (TimeLimitReached). A second's grace covers clocks a little apart.
    const timer = setTimeout(() => void refetch(), Math.max(0, endsAt - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [endsAt, refetch]);

  // The next check's time, as data for tests and tools (nothing is shown until it is due).
  if (!shown)
    return due === null ? null : (
      <span hidden data-reality-check-due={new Date(due).toISOString()} />
    );
  return (
    <RealityCheckDialog
      summary={shown.summary}
      now={shown.at}
      onContinue={() => {
        setContinuedAt(Date.now());
        setShown(null);
      }}
    />
  );
}

/** Says plainly why the player is logged out when their session time limit ended the login. */
function TimeLimitReached() {
  const { t } = useLingui();
  const setEnded = useSetAtom(sessionEndedAtom);
  const requestLogin = useSetAtom(requestLoginAtom);
  const close = () => setEnded(null);
  return (
    <NativeDialog
      isOpen
      role="alertdialog"
      size="sm"
      title={t`Session time limit reached`}
      closeLabel={t`Close`}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      actions={
        <>
          <Button
            onPress={() => {
              close();
              requestLogin();
            }}
          >
            <Trans>Log in again</Trans>
          </Button>
        </>
      }
    >
      <p className={styles.text}>
        <Trans>
          You have been logged in for as long as the session time limit you set allows, so you have
          been logged out. You can change the limit in the security centre.
        </Trans>
      </p>
    </NativeDialog>
  );
}

/** The lazy part of the reality check (RealityCheckOverlay decides when it loads). */
export default function RealityCheck() {
  const kind = useAtomValue(sessionAtom).kind;
  const ended = useAtomValue(sessionEndedAtom);
  return (
    <>
      {kind === 'member' ? <RealityCheckSchedule /> : null}
      {ended === 'SESSION_TIME_LIMIT' ? <TimeLimitReached /> : null}
    </>
  );
}
