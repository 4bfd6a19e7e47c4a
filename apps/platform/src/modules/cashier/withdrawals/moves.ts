import { and, asc, eq, like } from 'drizzle-orm';
import { isUniqueViolation } from '../../../db/errors';
import type { Database } from '../../../db/index';
import { MAIN_WALLET, transfers } from '../../../db/schema/index';
import type { Member } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import type { Ledger, LedgerMember, TransferResult } from '../../wallet/index';
import { bonusWageringLockMinor } from './service';

/**
 * Transfer fund's "recall all to main" (issue 14 item 5, §3 isSingle 0): every vendor wallet's
 * available money back to MAIN in ONE transaction, each movement keyed
 * `member:<id>:recall:<key>:<wallet>`. A retry with the same key answers the movements it made
 * then (found by that prefix) and moves nothing again, even when the balances changed since.
 */
export async function recallAll(
  db: Database,
  ledger: Ledger,
  member: LedgerMember,
  currency: string,
  idempotencyKey: string,
): Promise<{
  moved: TransferResult[] | null;
  recalled: number;
  amountMinor: bigint;
  replayed: boolean;
}> {
  const settings = await ledger.settings(member.merchantId);
  if (settings.isSingle) {
    throw new PlatformError(
      'VENDOR_WALLET_ON_SINGLE_WALLET',
      'This site has one wallet: there is nothing to recall.',
    );
  }
  const prefix = `member:${member.id}:recall:${idempotencyKey.trim()}:`;
  const earlier = async () => {
    const rows = await db
      .select()
      .from(transfers)
      .where(
        and(
          eq(transfers.merchantId, member.merchantId),
          like(transfers.idempotencyKey, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
        ),
      )
      .orderBy(asc(transfers.id));
    return rows;
  };
  const replay = (rows: Awaited<ReturnType<typeof earlier>>) => ({
    moved: null,
    recalled: rows.length,
    amountMinor: rows.reduce((sum, r) => sum + r.amount, 0n),
    replayed: true,
  });
  const before = await earlier();
  // A recall that moved nothing leaves no rows: a retry of it recalls again, which is harmless.
  if (before.length > 0) return replay(before);
  try {
    const moved = await ledger.transaction(async (tx) => {
      const inTx = ledger.within(tx);
      await inTx.ensureMemberWallets(member);
      const wallets = (await inTx.balances(member.id)).filter(
        (w) =>
          w.currency === currency &&
          w.kind === 'member' &&
          w.wallet !== MAIN_WALLET &&
          w.availableMinor > 0n,
      );
      const results: TransferResult[] = [];
      for (const wallet of wallets) {
        results.push(
          await inTx.transfer({
            merchantId: member.merchantId,
            currency,
            from: { accountId: wallet.accountId },
            to: { member, wallet: MAIN_WALLET },
            amountMinor: wallet.availableMinor,
            kind: 'transfer',
            reference: 'recall-all',
            reason: null,
            actor: `member:${member.id}`,
            idempotencyKey: `${prefix}${wallet.wallet}`,
          }),
        );
      }
      return results;
    });
    if (moved.length === 0) {
      // Nothing left to move: a twin with this key may have committed meanwhile; answer it.
      const rows = await earlier();
      if (rows.length > 0) return replay(rows);
    }
    return {
      moved,
      recalled: moved.length,
      amountMinor: moved.reduce((sum, r) => sum + r.amountMinor, 0n),
      // A twin that committed first made these very movements (same keys, same amounts): the
      // ledger answered them as replays and nothing moved twice.
      replayed: moved.length > 0 && moved.every((r) => r.replayed),
    };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const rows = await earlier();
      if (rows.length > 0) return replay(rows);
    }
    throw error;
  }
}

/**
 * Transfer upline (§2.9, §6): the member's main wallet to the main wallet of the agent directly
 * above them. A single-phase transfer, not a hold: nothing is decided between asking and moving
 * (no approval, no payout outside the ledger), so a hold would only add a state to resolve and a
 * crash window to clean up; idempotent by key.
 *
 * What a bonus's wagering locks (bonus/engine.ts) is not sendable either, and it is judged in the
 * movement's own transaction, after the movement, under the wallet's balance row lock the movement
 * took (as the withdrawal submit does after its hold): read before, two transfers at once, or a
 * bonus credited between the read and the move, could send locked money. The price is the group
 * commit (wallet/moves.ts): a movement inside a caller's transaction goes alone, which a rare
 * member action can afford. An amount past the available money is the ledger's own refusal
 * (INSUFFICIENT_FUNDS); only an amount the wallet holds but the lock keeps is this one.
 */
export async function transferUpline(
  ledger: Ledger,
  member: LedgerMember,
  upline: Pick<Member, 'id' | 'merchantId' | 'type'>,
  currency: string,
  amountMinor: bigint,
  idempotencyKey: string,
): Promise<TransferResult> {
  const agent = { id: upline.id, merchantId: upline.merchantId, type: upline.type };
  await ledger.ensureMemberWallets(agent);
  return ledger.transaction(async (tx) => {
    const inTx = ledger.within(tx);
    const sent = await inTx.transfer({
      merchantId: member.merchantId,
      currency,
      from: { member, wallet: MAIN_WALLET },
      to: { member: agent, wallet: MAIN_WALLET },
      amountMinor,
      kind: 'transfer',
      reference: `upline:${upline.id}`,
      reason: null,
      actor: `member:${member.id}`,
      idempotencyKey: `member:${member.id}:upline:${idempotencyKey.trim()}`,
    });
    // A replay answers the transfer judged when it was made.
    if (sent.replayed) return sent;
    // The lock before this transfer (it is the one being judged, not money already gone).
    const lock = await bonusWageringLockMinor(tx, member.id, { exceptTransfer: sent.transferId });
    if (lock > 0n) {
      const main = (await inTx.balances(member.id)).find(
        (w) => w.wallet === MAIN_WALLET && w.currency === currency,
      );
      if (!main || main.availableMinor < lock) {
        throw new PlatformError(
          'BONUS_WAGERING_LOCKED',
          'Part of the balance is locked by a bonus until its wagering is done.',
          { fields: [{ field: 'amount', message: 'more than the withdrawable balance' }] },
        );
      }
    }
    return sent;
  });
}
