import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/index';
import type { Database } from '../../db/index';
import type { WalletTransferKind } from '@lobbykit/api-contract';
import { MAIN_WALLET, bonuses, deposits, transfers } from '../../db/schema/index';
import type { BonusRow, DepositRow, Member } from '../../db/schema/index';
import { toLedgerMember } from '../wallet/index';
import type { Ledger } from '../wallet/index';
import { bonusFor, bonusSettingsOf, dayIn } from './settings';

/** The ledger key of a deposit's bonus: a second webhook or confirm finds it, never a second. */
export const bonusCreditKey = (depositId: number) => `deposit-bonus:${depositId}`;

/**
 * The daily deposit bonus (issue 14), inside the deposit's crediting transaction (cashier
 * repository.ts creditLocked), after the deposit's own credit and with the member row locked
 * there: so two deposits of one member credited at once take turns, and the second sees the
 * first. The first credited deposit of the member's day (the brand's time zone) earns the bonus;
 * any later one that day earns none, even when the first earned nothing (a bonus rounded down to
 * zero): "the first deposit of the day" is the rule, not "the first that pays". Money moves from
 * the merchant's house bonus account to the member's MAIN wallet with the key derived from the
 * deposit, and the bonus row (unique per deposit and per member and day) is written with it.
 */
export async function creditDepositBonus(
  tx: Database,
  ledger: Ledger,
  member: Member,
  deposit: DepositRow,
  actor: string,
  now: Date,
): Promise<BonusRow | null> {
  const settings = await bonusSettingsOf(tx, member.merchantId);
  if (!settings) return null;
  const day = dayIn(settings.timeZone, now);
  const [earlier] = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, member.id),
        eq(deposits.state, 'credited'),
        ne(deposits.id, deposit.id),
        sql`to_char(${deposits.creditedAt} at time zone ${settings.timeZone}, 'YYYY-MM-DD') = ${day}`,
      ),
    )
    .limit(1);
  if (earlier) return null;
  const amountMinor = bonusFor(deposit.creditMinor, settings);
  if (amountMinor <= 0n) return null;
  const transfer = await ledger.within(tx).credit(toLedgerMember(member), {
    amountMinor,
    idempotencyKey: bonusCreditKey(deposit.id),
    kind: 'bonus',
    wallet: MAIN_WALLET,
    reference: `deposit:${deposit.id}`,
    reason: `daily deposit bonus ${settings.percentBp / 100}%`,
    actor,
  });
  const requirementMinor = amountMinor * BigInt(settings.wageringMultiplier);
  const [row] = await tx
    .insert(bonuses)
    .values({
      merchantId: member.merchantId,
      memberId: member.id,
      depositId: deposit.id,
      transferId: transfer.transferId,
      currency: deposit.currency,
      day,
      amountMinor,
      requirementMinor,
      // A rule without wagering (multiplier 0) leaves nothing to wager: withdrawable at once.
      state: requirementMinor === 0n ? 'completed' : 'wagering',
      creditedAt: now,
      completedAt: requirementMinor === 0n ? now : null,
    })
    .returning();
  if (!row) throw new Error('bonus insert returned nothing');
  // The member's pages hear of it through the balance event the ledger's credit writes.
  return row;
}

export interface BonusProgress extends BonusRow {
  /** Stakes counted toward the requirement, at most the requirement. */
  wageredMinor: bigint;
}

/**
 * Stakes counted toward a bonus: the stakes of the member's settled bets placed at or after the
 * bonus was credited: demo game rounds (settled), lottery and sports bets (won or lost; a void
 * bet returned its stake, so it was never wagered). An open bet counts once it settles, so
 * nobody unlocks a bonus with a stake that may still come back. These are the same bets as VIP
 * turnover (vip/plugin.ts), read per bonus from the members' (member, time) indexes.
 *
 * Each bonus counts every stake placed after it (the issue's rule), so one stake can count toward
 * two bonuses wagering at once; a member earns at most one bonus a day, so the overlap is small.
 */
function wageredSql(memberId: number, from: SQL) {
  return sql`
    (select coalesce(sum(r.bet_minor), 0) from game_rounds r
      where r.member_id = ${memberId} and r.created_at >= ${from} and r.status = 'settled')
  + (select coalesce(sum(l.stake_minor), 0) from lottery_bets l
      where l.member_id = ${memberId} and l.created_at >= ${from} and l.state in ('won', 'lost'))
  + (select coalesce(sum(s.stake_minor), 0) from sports_bets s
      where s.member_id = ${memberId} and s.created_at >= ${from} and s.state in ('won', 'lost'))`;
}

/**
 * The member's bonuses still wagering, with their progress; a bonus whose requirement is met is
 * marked completed here (completion only ever moves forward: a settled stake never comes back),
 * so the check is made by whoever reads first, with no job to run. Runs in the caller's
 * transaction where there is one (the withdrawal submit reads it under its hold).
 */
export async function settleWagering(db: Database, memberId: number, now = new Date()) {
  const rows = rowsOf<{ id: number; wagered: string; requirement: string }>(
    await db.execute(sql`
      select b.id, b.requirement_minor::text as requirement,
             (${wageredSql(memberId, sql`b.credited_at`)})::text as wagered
        from bonuses b
       where b.member_id = ${memberId} and b.state = 'wagering'
       order by b.id`),
  );
  const done = rows
    .filter((r) => BigInt(r.wagered) >= BigInt(r.requirement))
    .map((r) => Number(r.id));
  if (done.length > 0) {
    await db
      .update(bonuses)
      .set({ state: 'completed', completedAt: now })
      .where(and(inArray(bonuses.id, done), eq(bonuses.state, 'wagering')));
  }
  return new Map(rows.map((r) => [Number(r.id), BigInt(r.wagered)]));
}

/** A movement of the member's main wallet, as the lock's rule reads it (oldest first). */
export interface MainMovement {
  kind: WalletTransferKind;
  /** Positive: into the wallet; negative: out of it (a pending hold counts as out). */
  amountMinor: bigint;
}

/**
 * The bonus-era money still in the wallet after `movements` (issue 14 item 4, the fair lock):
 * starting from the wallet's balance right after the oldest bonus still wagering, money deposited
 * later is the member's own and is never locked. A stake spends bonus-era money first (a loss
 * comes out of what the bonus was given to wager), and only then later deposits; a withdrawal or a
 * move out of the main wallet spends the later deposits first (so taking out a fresh deposit can
 * never free the bonus); winnings, refunds and every other credit join the bonus era (they are
 * what the wagering is about). The lock is the bonuses still wagering, at most what this leaves.
 */
export function bonusEraMinor(startMinor: bigint, movements: readonly MainMovement[]): bigint {
  let era = startMinor;
  let own = 0n;
  for (const { kind, amountMinor } of movements) {
    if (amountMinor >= 0n) {
      if (kind === 'deposit') own += amountMinor;
      else era += amountMinor;
    } else if (kind === 'bet') {
      era += amountMinor;
      if (era < 0n) {
        own += era;
        era = 0n;
      }
    } else {
      own += amountMinor;
      if (own < 0n) {
        era += own;
        own = 0n;
      }
    }
  }
  // Never below zero: the ledger keeps the wallet at zero or more, and so its parts.
  return era > 0n ? era : 0n;
}

/**
 * Money a bonus's wagering requirement locks in the member's main wallet: the bonuses still
 * wagering (the whole bonus until its requirement is met: no part unlocks as wagering progresses;
 * no forfeit rule: nothing takes a bonus away), but never more than what remains of the money the
 * wallet held when the oldest of them was credited (`bonusEraMinor`): a member who lost the bonus
 * money and deposits again can withdraw the new deposit. Withdrawable is available − lock, never
 * below zero. Read in the caller's transaction (the withdrawal submit after its hold, transfer
 * upline after its movement: under the wallet's balance row lock, so no movement and no bonus
 * credit slips in between).
 */
export async function bonusWageringLockMinor(
  db: Database,
  memberId: number,
  /**
   * A hold to leave out: the withdrawal submit reads the lock after its own hold, and that hold
   * is the withdrawal being judged, not money already gone (with it counted, a withdrawal into the
   * locked part would spend the bonus era and so shrink the lock that should refuse it).
   */
  options: {
    exceptHold?: bigint;
    /** The same for a single-phase movement out of the wallet (transfer upline, moves.ts). */
    exceptTransfer?: bigint;
  } = {},
): Promise<bigint> {
  await settleWagering(db, memberId);
  const wagering = await db
    .select({ amountMinor: bonuses.amountMinor, transferId: bonuses.transferId })
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), eq(bonuses.state, 'wagering')))
    .orderBy(asc(bonuses.id));
  const oldest = wagering[0];
  if (!oldest) return 0n;
  const bonusMinor = wagering.reduce((sum, row) => sum + row.amountMinor, 0n);
  // The bonus moved into the member's main wallet: its credit account is that wallet.
  const [credit] = await db
    .select({ account: transfers.creditAccountId, after: transfers.creditBalanceAfter })
    .from(transfers)
    .where(eq(transfers.id, oldest.transferId));
  if (!credit) throw new Error(`bonus transfer ${oldest.transferId} is missing`);
  // Each account's movements in order (one account's transfers take turns on its balance row),
  // from the two (account, id) indexes; then the holds still pending on it.
  const moved = rowsOf<{ kind: WalletTransferKind; amount: string }>(
    await db.execute(sql`
      select kind, amount::text from (
        select id, kind, amount from transfers
         where credit_account_id = ${credit.account} and id > ${oldest.transferId}
        union all
        select id, kind, -amount from transfers
         where debit_account_id = ${credit.account} and id > ${oldest.transferId}
      ) m where id <> ${options.exceptTransfer ?? 0n} order by id`),
  );
  const held = rowsOf<{ kind: WalletTransferKind; amount: string }>(
    await db.execute(sql`
      select kind, (-amount)::text as amount from pending_transfers
       where debit_account_id = ${credit.account} and state = 'pending'
         and id <> ${options.exceptHold ?? 0n} order by id`),
  );
  const era = bonusEraMinor(
    credit.after,
    [...moved, ...held].map((row) => ({ kind: row.kind, amountMinor: BigInt(row.amount) })),
  );
  return bonusMinor < era ? bonusMinor : era;
}

/** The member's newest bonuses (at most `limit`) with their progress, for the bonus details page. */
export async function memberBonuses(
  db: Database,
  memberId: number,
  limit = 50,
): Promise<BonusProgress[]> {
  const wagering = await settleWagering(db, memberId);
  const rows = await db
    .select()
    .from(bonuses)
    .where(eq(bonuses.memberId, memberId))
    .orderBy(desc(bonuses.id))
    .limit(limit);
  return rows.map((row) => {
    const wagered = row.state === 'completed' ? row.requirementMinor : (wagering.get(row.id) ?? 0n);
    return {
      ...row,
      wageredMinor: wagered < row.requirementMinor ? wagered : row.requirementMinor,
    };
  });
}
