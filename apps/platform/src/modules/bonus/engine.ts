import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/index';
import type { Database } from '../../db/index';
import { MAIN_WALLET, bonuses, deposits } from '../../db/schema/index';
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

/**
 * Money a bonus's wagering requirement locks in the member's main wallet: the sum of the amounts
 * of the bonuses still wagering. The safe side where the issue is silent: the whole bonus stays
 * locked until its requirement is met (no part unlocks as wagering progresses), and it stays
 * locked even when play has taken the balance below it, so withdrawable (available − lock,
 * never below zero) is 0 then and a new deposit is withdrawable only above the lock. There is
 * no forfeit rule: nothing takes a bonus away; it completes by wagering alone.
 */
export async function bonusWageringLockMinor(db: Database, memberId: number): Promise<bigint> {
  await settleWagering(db, memberId);
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${bonuses.amountMinor}), 0)::text` })
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), eq(bonuses.state, 'wagering')));
  return BigInt(row?.sum ?? 0);
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
