import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberInfo } from '@lobbykit/api-contract';
import {
  accountPopupAtom,
  platformQueryContextAtom,
  requireRealAccountAtom,
  sessionAtom,
  unreadMessagesQuery,
  useQuery,
} from '@lobbykit/session';
import {
  AgentIcon,
  Badge,
  Button,
  LinkButton,
  LogoutIcon,
  MailIcon,
  Skeleton,
  VipBadge,
  WithdrawIcon,
} from '@lobbykit/ui-kit';
import { MemberBalance } from './MemberBalance';
import { agentHomePath, memberPaths } from './memberLinks';
import * as styles from './Header.css';

/** An icon with a text that collapses to the control's name on phones. */
function IconLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.collapsibleLabel}>{children}</span>
    </>
  );
}

/** §2.6 the account part of the header, by session state (§4). */
export function HeaderAccount({ hideBalance }: { hideBalance: boolean }) {
  const session = useAtomValue(sessionAtom);
  switch (session.kind) {
    case 'restoring':
      return <RestoringAccount />;
    case 'visitor':
      return <VisitorAccount />;
    case 'member':
      return (
        <MemberAccount
          member={session.member}
          isAgent={session.isAgent}
          hideBalance={hideBalance}
        />
      );
    case 'trial':
      return <TrialAccount member={session.member} />;
    default: {
      const unknown: never = session;
      return unknown;
    }
  }
}

/**
 * While a stored session is checked, the member's controls are not known yet: fixed-size
 * placeholders hold their place, so nothing moves when they arrive (quality bar).
 */
function RestoringAccount() {
  return (
    <>
      <div className={styles.account} aria-busy="true">
        <span className={styles.srOnly}>
          <Trans>Loading your account</Trans>
        </span>
        <span className={styles.identity}>
          <Skeleton width={24} height={28} />
          <Skeleton width={88} height={20} shape="text" />
        </span>
        <Skeleton width={150} height={28} />
        <Skeleton width={88} height={40} />
      </div>
      <div className={styles.actions}>
        <Skeleton width={40} height={40} />
        <Skeleton width={40} height={40} />
      </div>
    </>
  );
}

/** §2.6 login and register for visitors; each opens its popup (§2.8). */
function VisitorAccount() {
  const setPopup = useSetAtom(accountPopupAtom);
  return (
    <>
      <div className={styles.account}>
        <div className={styles.visitorButtons}>
          <Button
            variant="soft"
            tone="neutral"
            onPress={() => setPopup({ kind: 'login', method: 'username' })}
          >
            <Trans>Log in</Trans>
          </Button>
          <Button onPress={() => setPopup({ kind: 'register', method: 'username' })}>
            <Trans>Register</Trans>
          </Button>
        </div>
      </div>
      <div className={styles.actions} />
    </>
  );
}

function Identity({ member, trial = false }: { member: MemberInfo; trial?: boolean }) {
  const { t } = useLingui();
  const level = member.vipLevel;
  return (
    <span className={styles.identity}>
      <VipBadge level={level} label={t`VIP level ${level}`} size="md" />
      <span className={styles.accountName} title={member.account}>
        {member.account}
      </span>
      {trial ? (
        <span className={styles.trialTag}>
          <Trans>Free play</Trans>
        </span>
      ) : null}
    </span>
  );
}

function LogoutButton() {
  const setPopup = useSetAtom(accountPopupAtom);
  return (
    <span className={styles.compact}>
      {/* §4 logout starts with the confirm dialog. */}
      <Button tone="neutral" variant="ghost" onPress={() => setPopup({ kind: 'confirmLogout' })}>
        <IconLabel icon={<LogoutIcon />}>
          <Trans>Log out</Trans>
        </IconLabel>
      </Button>
    </span>
  );
}

/** §2.6 messages with the unread count (§3 unreadMessage, §7.3 CSP_unreadCount). */
function MessagesLink() {
  const { t } = useLingui();
  // A new member's count has its own key: another account never sees this one's.
  const count = useQuery(unreadMessagesQuery(useAtomValue(platformQueryContextAtom))).data ?? 0;
  return (
    <span className={styles.messages}>
      <LinkButton
        href={memberPaths.messages}
        label={count > 0 ? t`Messages, ${count} unread` : t`Messages`}
        tone="neutral"
        variant="ghost"
      >
        <MailIcon />
      </LinkButton>
      {/* The link's name carries the count; the badge is only its picture. */}
      <span className={styles.messagesBadge} aria-hidden="true">
        <Badge count={count} label="" />
      </span>
    </span>
  );
}

/** §2.6 members: name, VIP level, balance, withdraw, deposit, messages, agent, logout. */
function MemberAccount({
  member,
  isAgent,
  hideBalance,
}: {
  member: MemberInfo;
  isAgent: boolean;
  hideBalance: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.account}>
        <Identity member={member} />
        <span className={styles.money}>
          {/* §2.1 game pages hide the balance. */}
          {hideBalance ? null : <MemberBalance />}
          <span className={styles.compact}>
            <LinkButton href={memberPaths.withdraw} tone="neutral" variant="soft" size="sm">
              <IconLabel icon={<WithdrawIcon />}>
                <Trans>Withdraw</Trans>
              </IconLabel>
            </LinkButton>
          </span>
          <LinkButton href={memberPaths.deposit} size="sm">
            <Trans>Deposit</Trans>
          </LinkButton>
        </span>
      </div>
      <div className={styles.actions}>
        <MessagesLink />
        {isAgent ? (
          <span className={styles.compact}>
            <LinkButton href={agentHomePath} tone="neutral" variant="ghost">
              <IconLabel icon={<AgentIcon />}>{t`Agent centre`}</IconLabel>
            </LinkButton>
          </span>
        ) : null}
        <LogoutButton />
      </div>
    </>
  );
}

/**
 * §4, §6 a trial player counts as logged in: no balance or messages (their fetches are skipped),
 * and deposit or withdraw bring the real-account dialog instead of the member centre (§5).
 */
function TrialAccount({ member }: { member: MemberInfo }) {
  const requireRealAccount = useSetAtom(requireRealAccountAtom);
  return (
    <>
      <div className={styles.account}>
        <Identity member={member} trial />
        <span className={styles.money}>
          <span className={styles.compact}>
            <Button tone="neutral" variant="soft" size="sm" onPress={() => requireRealAccount()}>
              <IconLabel icon={<WithdrawIcon />}>
                <Trans>Withdraw</Trans>
              </IconLabel>
            </Button>
          </span>
          <Button size="sm" onPress={() => requireRealAccount()}>
            <Trans>Deposit</Trans>
          </Button>
        </span>
      </div>
      <div className={styles.actions}>
        <LogoutButton />
      </div>
    </>
  );
}
