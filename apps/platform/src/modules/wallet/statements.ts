import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/index';
import type { Database } from '../../db/index';
import type { WalletTransferKind } from '@lobbykit/api-contract';
import { assertKind } from './transfers';

export interface TransactionQuery {
  kind?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

export interface StatementRow {
  transferId: bigint;
  createdAt: Date;
  kind: WalletTransferKind;
  accountId: bigint;
  wallet: string;
  /** Signed: positive when money arrived in this wallet, negative when it left. */
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  reference: string | null;
  reason: string | null;
}

export interface Statement {
  total: number;
  page: number;
  pageSize: number;
  rows: StatementRow[];
}

/** Statements: a member's movements as rows of its wallets. */
export function statementsOver(db: Database) {
  /** §7.3 ODSFE2_MemTransDet: one row per movement of each of the member's wallets, newest first. */
  async function transactions(memberId: number, query: TransactionQuery): Promise<Statement> {
    const kind = query.kind === undefined ? undefined : assertKind(query.kind);
    const page = Math.max(1, Math.trunc(query.page));
    const pageSize = Math.min(200, Math.max(1, Math.trunc(query.pageSize)));
    const filters = sql.join(
      [
        sql`a.member_id = ${memberId}`,
        ...(kind ? [sql`t.kind = ${kind}`] : []),
        ...(query.from ? [sql`t.created_at >= ${query.from.toISOString()}`] : []),
        ...(query.to ? [sql`t.created_at < ${query.to.toISOString()}`] : []),
      ],
      sql` and `,
    );
    const legs = sql`
      select t.id, t.created_at, t.kind, a.id as account_id, a.wallet,
             -t.amount as amount, t.debit_balance_after as balance_after, t.reference, t.reason
        from transfers t join ledger_accounts a on a.id = t.debit_account_id where ${filters}
      union all
      select t.id, t.created_at, t.kind, a.id as account_id, a.wallet,
             t.amount as amount, t.credit_balance_after as balance_after, t.reference, t.reason
        from transfers t join ledger_accounts a on a.id = t.credit_account_id where ${filters}`;
    const counted = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*)::int as n from (${legs}) legs`),
    );
    const rows = rowsOf<{
      id: string;
      created_at: string;
      kind: WalletTransferKind;
      account_id: string;
      wallet: string;
      amount: string;
      balance_after: string;
      reference: string | null;
      reason: string | null;
    }>(
      await db.execute(sql`
        select id::text as id, to_json(created_at) #>> '{}' as created_at, kind,
               account_id::text as account_id, wallet, amount::text as amount,
               balance_after::text as balance_after, reference, reason
          from (${legs}) legs
         order by legs.id desc, legs.amount asc
         limit ${pageSize} offset ${(page - 1) * pageSize}`),
    );
    return {
      total: Number(counted[0]?.n ?? 0),
      page,
      pageSize,
      rows: rows.map((r) => ({
        transferId: BigInt(r.id),
        createdAt: new Date(r.created_at),
        kind: r.kind,
        accountId: BigInt(r.account_id),
        wallet: r.wallet,
        amountMinor: BigInt(r.amount),
        balanceAfterMinor: BigInt(r.balance_after),
        reference: r.reference,
        reason: r.reason,
      })),
    };
  }

  return { transactions };
}
