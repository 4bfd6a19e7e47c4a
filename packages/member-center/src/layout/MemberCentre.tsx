import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  accountPopupAtom,
  memberIconQuery,
  platformQueryContextAtom,
  requestLoginAtom,
  sessionAtom,
  unreadMessagesQuery,
  useQuery,
} from '@lobbykit/session';
import type { MemberInfo } from '@lobbykit/api-contract';
import {
  Avatar,
  Badge,
  Button,
  ChartIcon,
  CrownIcon,
  DepositIcon,
  Drawer,
  FlagIcon,
  GiftIcon,
  ListIcon,
  MailIcon,
  MenuIcon,
  PercentIcon,
  ReceiptIcon,
  RefreshIcon,
  SendUpIcon,
  ShareIcon,
  Skeleton,
  UserIcon,
  WithdrawIcon,
} from '@lobbykit/ui-kit';
import { memberHref, memberPages } from '../paths';
import type { MemberPage } from '../paths';
import { memberTitles } from './memberMenu';
import * as styles from './memberCentre.css';

/** One icon per page, so the menu scans evenly (every entry is named by its text). */
const icons: Record<MemberPage, () => ReactNode> = {
  securityCenter: UserIcon,
  vip: CrownIcon,
  transferFund: RefreshIcon,
  depositv2: DepositIcon,
  withdraw: WithdrawIcon,
  transferUpline: SendUpIcon,
  personalHistoryCopy: ListIcon,
  transactionHistory: ReceiptIcon,
  personalProfit: ChartIcon,
  bonusDetails: GiftIcon,
  rewardCenter: GiftIcon,
  referral: ShareIcon,
  missionLeaderboard: FlagIcon,
  messageV2: MailIcon,
  manualRebate: PercentIcon,
};

/**
 * §2.9 red count badges: messageV2 from the unread count the header shares. missionLeaderboard and
 * rewardCenter have no count on the platform yet, so they show none (never a made-up one).
 */
function useMenuCounts(): Partial<Record<MemberPage, number>> {
  const unread = useQuery(unreadMessagesQuery(useAtomValue(platformQueryContextAtom))).data ?? 0;
  return { messageV2: unread };
}

/** Whose centre this is: the avatar (a box of its size while it loads) and the nickname. */
function MemberCard({ member }: { member: MemberInfo }) {
  const icon = useQuery(memberIconQuery(useAtomValue(platformQueryContextAtom))).data;
  return (
    <div className={styles.memberCard}>
      {icon ? (
        <Avatar src={icon.avatar.url} size="md" />
      ) : (
        <span className={styles.avatarSpace} aria-hidden="true" />
      )}
      <span className={styles.memberNames}>
        <span className={styles.nickname}>{member.nickname ?? member.account}</span>
        {member.nickname ? <span className={styles.account}>{member.account}</span> : null}
      </span>
    </div>
  );
}

/** The menu items, the current page marked (aria-current). */
function MenuList({ current, onNavigate }: { current: MemberPage; onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const counts = useMenuCounts();
  return (
    <ul className={styles.menu}>
      {memberPages.map((page) => {
        const Icon = icons[page];
        const count = counts[page] ?? 0;
        return (
          <li key={page}>
            <Link
              className={styles.item}
              to={memberHref(page)}
              aria-current={page === current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <span className={styles.label}>{i18n._(memberTitles[page])}</span>
              <Badge count={count} label={t`${count} new`} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Why the page is not shown: a visitor must log in, a trial player needs a real account. */
function Refused({ kind }: { kind: 'visitor' | 'trial' }) {
  const requestLogin = useSetAtom(requestLoginAtom);
  const setPopup = useSetAtom(accountPopupAtom);
  // On arrival the dialog opens by itself; the button opens it again after it was closed.
  useEffect(() => {
    if (kind === 'visitor') requestLogin();
    else setPopup({ kind: 'realAccountNeeded' });
  }, [kind, requestLogin, setPopup]);
  return (
    <section className={styles.refused}>
      {kind === 'visitor' ? (
        <>
          <h1 className={styles.heading}>
            <Trans>Log in to open the member centre</Trans>
          </h1>
          <p>
            <Trans>Your account, deposits, withdrawals, records and messages are here.</Trans>
          </p>
          <Button onPress={() => requestLogin()}>
            <Trans>Log in</Trans>
          </Button>
        </>
      ) : (
        <>
          <h1 className={styles.heading}>
            <Trans>The member centre needs a real account</Trans>
          </h1>
          <p>
            <Trans>
              A free-play account has no member centre. Register to deposit, withdraw and receive
              messages.
            </Trans>
          </p>
          <Button onPress={() => setPopup({ kind: 'realAccountNeeded' })}>
            <Trans>Get a real account</Trans>
          </Button>
        </>
      )}
    </section>
  );
}

/**
 * §2.9 the member centre around one of its pages: a side menu beside the page on wide screens, a
 * button that opens the same menu as a sheet on phones. Guarded by the session (§5, §6): a visitor
 * gets the login popup and sees the page once logged in; a trial player gets the real-account
 * dialog instead of the page.
 */
export function MemberCentre({ page, children }: { page: MemberPage; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const session = useAtomValue(sessionAtom);
  if (session.kind === 'restoring') {
    return (
      <div className={styles.layout} aria-busy="true">
        <Skeleton width="100%" height={240} />
      </div>
    );
  }
  if (session.kind === 'visitor' || session.kind === 'trial')
    return <Refused kind={session.kind} />;
  const title = i18n._(memberTitles[page]);
  return (
    <div className={styles.layout}>
      <nav className={styles.side} aria-label={t`Member centre`}>
        <MemberCard member={session.member} />
        <MenuList current={page} />
      </nav>
      <div className={styles.main}>
        <div className={styles.phoneBar}>
          <Drawer
            title={t`Member centre`}
            closeLabel={t`Close`}
            trigger={
              <Button tone="neutral" variant="soft" size="sm">
                <span className={styles.icon} aria-hidden="true">
                  <MenuIcon />
                </span>
                <Trans>Member centre</Trans>
              </Button>
            }
          >
            {(close) => (
              <nav aria-label={t`Member centre`}>
                <MemberCard member={session.member} />
                <MenuList current={page} onNavigate={close} />
              </nav>
            )}
          </Drawer>
        </div>
        <h1 className={styles.heading}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
