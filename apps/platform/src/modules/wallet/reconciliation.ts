import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/index';
import type { Database } from '../../db/index';
import type { AccountKind } from '../../db/schema/index';

/** An account's posted balance and totals, and what pending transfers hold on it. */
export interface Totals {
  balance: bigint;
  debitTotal: bigint;
  creditTotal: bigint;
  pendingDebit: bigint;
  pendingCredit: bigint;
}

export type Disagreement =
  | {
      problem: 'balance' | 'negative';
      accountId: bigint;
      merchantId: number;
      currency: string;
      kind: AccountKind;
      memberId: number | null;
      wallet: string;
      stored: Totals | null;
      recomputed: Totals;
    }
  | { problem: 'sum'; merchantId: number; currency: string; sum: bigint };

/** Reconciliation: the stored balances against the transfers they come from. */
export function reconciliationOver(db: Database) {
  /**
   * Recomputes every balance from the transfers and compares (issue 4): stored balance and totals,
   * stored holds against the pending transfers still pending, no member balance (nor what is
   * available of it, the balance less its holds) below zero, and every merchant+currency summing
   * to zero in posted money.
   */
  async function check(): Promise<Disagreement[]> {
    const rows = rowsOf<{
      account_id: string;
      merchant_id: number;
      currency: string;
      kind: AccountKind;
      member_id: number | null;
      wallet: string;
      balance: string | null;
      debit_total: string | null;
      credit_total: string | null;
      pending_debit: string | null;
      pending_credit: string | null;
      debits: string;
      credits: string;
      held_debits: string;
      held_credits: string;
    }>(
      await db.execute(sql`
        select a.id::text as account_id, a.merchant_id, a.currency, a.kind, a.member_id, a.wallet,
               b.balance::text as balance, b.debit_total::text as debit_total,
               b.credit_total::text as credit_total, b.pending_debit::text as pending_debit,
               b.pending_credit::text as pending_credit,
               coalesce(d.total, 0)::text as debits, coalesce(c.total, 0)::text as credits,
               coalesce(hd.total, 0)::text as held_debits, coalesce(hc.total, 0)::text as held_credits
          from ledger_accounts a
          left join account_balances b on b.account_id = a.id
          left join (select debit_account_id as id, sum(amount) as total from transfers
                      group by debit_account_id) d on d.id = a.id
          left join (select credit_account_id as id, sum(amount) as total from transfers
                      group by credit_account_id) c on c.id = a.id
          left join (select debit_account_id as id, sum(amount) as total from pending_transfers
                      where state = 'pending' group by debit_account_id) hd on hd.id = a.id
          left join (select credit_account_id as id, sum(amount) as total from pending_transfers
                      where state = 'pending' group by credit_account_id) hc on hc.id = a.id
         order by a.id`),
    );
    const problems: Disagreement[] = [];
    const sums = new Map<string, { merchantId: number; currency: string; sum: bigint }>();
    for (const r of rows) {
      const recomputed = {
        debitTotal: BigInt(r.debits),
        creditTotal: BigInt(r.credits),
        balance: BigInt(r.credits) - BigInt(r.debits),
        pendingDebit: BigInt(r.held_debits),
        pendingCredit: BigInt(r.held_credits),
      };
      const stored =
        r.balance === null ||
        r.debit_total === null ||
        r.credit_total === null ||
        r.pending_debit === null ||
        r.pending_credit === null
          ? null
          : {
              balance: BigInt(r.balance),
              debitTotal: BigInt(r.debit_total),
              creditTotal: BigInt(r.credit_total),
              pendingDebit: BigInt(r.pending_debit),
              pendingCredit: BigInt(r.pending_credit),
            };
      const base = {
        accountId: BigInt(r.account_id),
        merchantId: Number(r.merchant_id),
        currency: r.currency,
        kind: r.kind,
        memberId: r.member_id === null ? null : Number(r.member_id),
        wallet: r.wallet,
        stored,
        recomputed,
      };
      if (
        !stored ||
        stored.balance !== recomputed.balance ||
        stored.debitTotal !== recomputed.debitTotal ||
        stored.creditTotal !== recomputed.creditTotal ||
        stored.pendingDebit !== recomputed.pendingDebit ||
        stored.pendingCredit !== recomputed.pendingCredit
      ) {
        problems.push({ problem: 'balance', ...base });
      } else if (r.kind !== 'house' && recomputed.balance - recomputed.pendingDebit < 0n) {
        problems.push({ problem: 'negative', ...base });
      }
      const sumKey = `${r.merchant_id}/${r.currency}`;
      const entry = sums.get(sumKey) ?? {
        merchantId: Number(r.merchant_id),
        currency: r.currency,
        sum: 0n,
      };
      entry.sum += stored?.balance ?? 0n;
      sums.set(sumKey, entry);
    }
    for (const s of sums.values()) {
      if (s.sum !== 0n) problems.push({ problem: 'sum', ...s });
    }
    return problems;
  }

  return { check };
}
