import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberInfo } from '@lobbykit/api-contract';
import {
  accountPopupAtom,
  memberIconQuery,
  platformQueryContextAtom,
  requireRealAccountAtom,
  unreadMessagesQuery,
  useQuery,
} from '@lobbykit/session';
import {
  AgentIcon,
  Avatar,
  Badge,
  Button,
  LinkButton,
  LogoutIcon,
  MailIcon,
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

/**
 * Issue 14 item 2: the avatar the member chose (the one image of the set loaded here), its space
 * kept while the read is on its way so the header does not move.
 */
function MemberAvatar() {
  const icon = useQuery(memberIconQuery(useAtomValue(platformQueryContextAtom))).data;
  return (
    <span className={styles.headerAvatar}>
      {icon ? (
        <Avatar src={icon.avatar.url} size="sm" />
      ) : (
        <span className={styles.avatarSpace} aria-hidden="true" />
      )}
    </span>
  );
}

function Identity({ member, trial = false }: { member: MemberInfo; trial?: boolean }) {
  const { t } = useLingui();
  const level = member.vipLevel;
  return (
    <span className={styles.identity}>
      {/* §6: a trial player has no avatar of their own (the read is members only). */}
      {trial ? null : <MemberAvatar />}
      {trial ? (
        <VipBadge level={level} label={t`VIP level ${level}`} size="md" />
      ) : (
        // Issue 14 item 8: the real level (memberInfo), a way to the VIP page and its progress.
        <Link to={memberPaths.vip} className={styles.vipLink}>
          <VipBadge level={level} label={t`VIP level ${level}`} size="md" />
        </Link>
      )}
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
export function MemberAccount({
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
export function TrialAccount({ member }: { member: MemberInfo }) {
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
