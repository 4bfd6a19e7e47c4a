import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { depositQuote } from '@lobbykit/api-contract';
import type { FeeBearer } from '@lobbykit/api-contract';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/index';
import { depositChannels, depositProofs, deposits, members } from '../../db/schema/index';
import type { DepositChannelRow, DepositRow, Member } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { creditDepositBonus } from '../bonus/engine';
import { appendEvents } from '../events/outbox';
import { limitsOf, periodMs } from '../responsible-gambling/repository';
import { merchantMoney, toLedgerMember } from '../wallet/index';
import type { Ledger, MerchantMoney } from '../wallet/index';
import { depositProviders } from './providers';

export const openStates = ['created', 'pending'] as const;
const isOpen = (state: string) => (openStates as readonly string[]).includes(state);

/** The ledger key of a deposit's one credit: a retry or a second webhook finds it, never a second. */
export const depositCreditKey = (id: number) => `deposit:${id}`;

/** A bank transfer's reference: D and 8 of 32 unambiguous characters (no 0/O, 1/I). */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `D${[...randomBytes(8)].map((b) => alphabet[b % 32]).join('')}`;
}

export interface LimitProblem {
  period: 'day' | 'week' | 'month';
  limitMinor: bigint;
  leftMinor: bigint;
}

/**
 * Deposits that count against the member's deposit limits (issue 14 item 9), per rolling period:
 * those credited within it, and (`countOpen`) every created or pending one, which may still land.
 */
async function countedSince(
  db: Database,
  memberId: number,
  since: Date,
  countOpen: boolean,
  exceptId?: number,
): Promise<bigint> {
  const credited = and(eq(deposits.state, 'credited'), gt(deposits.creditedAt, since));
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${deposits.amountMinor}), 0)` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        countOpen ? or(credited, inArray(deposits.state, [...openStates])) : credited,
        exceptId === undefined ? undefined : ne(deposits.id, exceptId),
      ),
    );
  return BigInt(row?.sum ?? 0);
}

/** The tightest deposit limit `amountMinor` more would pass, or null. Each limit is checked. */
export async function depositLimitProblem(
  db: Database,
  memberId: number,
  amountMinor: bigint,
  options: { countOpen: boolean; exceptId?: number; now?: Date },
): Promise<LimitProblem | null> {
  const now = options.now ?? new Date();
  let worst: LimitProblem | null = null;
  for (const limit of await limitsOf(db, memberId, now)) {
    if (limit.kind !== 'deposit' || limit.amountMinor === null) continue;
    const period = limit.period as LimitProblem['period'];
    const since = new Date(now.getTime() - periodMs[period]);
    const used = await countedSince(db, memberId, since, options.countOpen, options.exceptId);
    const left = limit.amountMinor > used ? limit.amountMinor - used : 0n;
    if (amountMinor > left && (worst === null || left < worst.leftMinor)) {
      worst = { period, limitMinor: limit.amountMinor, leftMinor: left };
    }
  }
  return worst;
}

/** What is left of each deposit limit in force now (the page shows it before the member types). */
export async function depositLimitsLeft(db: Database, memberId: number, now = new Date()) {
  const left: LimitProblem[] = [];
  for (const limit of await limitsOf(db, memberId, now)) {
    if (limit.kind !== 'deposit' || limit.amountMinor === null) continue;
    const period = limit.period as LimitProblem['period'];
    const used = await countedSince(db, memberId, new Date(now.getTime() - periodMs[period]), true);
    left.push({
      period,
      limitMinor: limit.amountMinor,
      leftMinor: limit.amountMinor > used ? limit.amountMinor - used : 0n,
    });
  }
  return left;
}

export function limitError(problem: LimitProblem, money: MerchantMoney): PlatformError {
  const limit = money.toWire(problem.limitMinor);
  const left = money.toWire(problem.leftMinor);
  const message = `This deposit would pass your ${problem.period}ly deposit limit of ${limit} ${money.currency}; ${left} is left.`;
  return new PlatformError('DEPOSIT_LIMIT_REACHED', message, {
    fields: [{ field: 'amount', message }],
    depositLimit: { period: problem.period, limit, left },
  });
}

/**
 * Locks the member row: one member's deposit-limit checks and credits run one at a time. FOR NO
 * KEY UPDATE, not FOR UPDATE: it excludes the other lockers all the same, but not the KEY SHARE
 * that an event row's foreign key takes on the member. With FOR UPDATE, the expiry sweep (holding
 * the member's event head, waiting for that key share) and a confirm (holding the member, waiting
 * for the event head) deadlocked (deposits.concurrency.test.ts).
 */
async function lockMember(tx: Database, memberId: number): Promise<Member> {
  const [member] = await tx
    .select()
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  if (!member) throw new Error(`deposit of unknown member ${memberId}`);
  return member;
}

async function lockDeposit(tx: Database, id: number): Promise<DepositRow> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
  if (!row) throw new PlatformError('NOT_FOUND', 'No such deposit.');
  return row;
}

/**
 * Issue 15: the member's open pages hear that a deposit changed state, from the outbox row this
 * writes in the change's own transaction (announced after commit inside a `Ledger.transaction`).
 */
export async function depositChanged(
  tx: Database,
  row: Pick<DepositRow, 'id' | 'memberId' | 'state'>,
): Promise<void> {
  await appendEvents(tx, [
    { memberId: row.memberId, type: 'deposit', payload: { id: row.id, state: row.state } },
  ]);
}

export type CreditOutcome =
  | { outcome: 'credited' | 'already'; row: DepositRow }
  | { outcome: 'expired' | 'final'; row: DepositRow }
  | { outcome: 'limit'; row: DepositRow; problem: LimitProblem };

/**
 * The crediting step, inside the caller's transaction with the deposit row locked: the ledger
 * credit (house cash_in → member MAIN) with the key derived from the deposit id, and the row's
 * change to credited, and the daily deposit bonus (bonus/engine.ts) commit or roll back together.
 * A credited deposit answers `already` (so a retry never credits a bonus again); a final
 * one `final`; an open one past its time is expired here (the sweep's rule, whoever comes first);
 * one that would now pass a deposit limit is not credited (`limit`: the caller decides).
 */
export async function creditLocked(
  tx: Database,
  ledger: Ledger,
  row: DepositRow,
  actor: string,
  now = new Date(),
): Promise<CreditOutcome> {
  if (row.state === 'credited') return { outcome: 'already', row };
  if (!isOpen(row.state)) return { outcome: 'final', row };
  if (row.expiresAt.getTime() <= now.getTime()) {
    const [expired] = await tx
      .update(deposits)
      .set({ state: 'expired', updatedAt: now })
      .where(eq(deposits.id, row.id))
      .returning();
    if (expired) await depositChanged(tx, expired);
    return { outcome: 'expired', row: expired ?? row };
  }
  const member = await lockMember(tx, row.memberId);
  // Checked again at crediting (issue 14 item 9): a limit lowered since the deposit was made holds.
  // Open deposits were counted when each was made; here only what is already credited counts.
  const problem = await depositLimitProblem(tx, member.id, row.amountMinor, {
    countOpen: false,
    exceptId: row.id,
    now,
  });
  if (problem) return { outcome: 'limit', row, problem };
  const transfer = await ledger.within(tx).credit(toLedgerMember(member), {
    amountMinor: row.creditMinor,
    idempotencyKey: depositCreditKey(row.id),
    kind: 'deposit',
    reference: `deposit:${row.id}`,
    reason: `${row.provider} ${row.reference}`,
    actor,
  });
  const [credited] = await tx
    .update(deposits)
    .set({
      state: 'credited',
      transferId: transfer.transferId,
      creditedAt: now,
      updatedAt: now,
      actor,
    })
    .where(eq(deposits.id, row.id))
    .returning();
  if (!credited) throw new Error(`deposit ${row.id} vanished while crediting`);
  // The daily deposit bonus commits or rolls back with the deposit's credit: both or neither.
  await creditDepositBonus(tx, ledger, member, credited, actor, now);
  await depositChanged(tx, credited);
  return { outcome: 'credited', row: credited };
}

export function depositRepository(db: Database, ledger: Ledger) {
  async function rejectLocked(
    tx: Database,
    row: DepositRow,
    reason: string,
    actor: string,
  ): Promise<DepositRow> {
    const [rejected] = await tx
      .update(deposits)
      .set({ state: 'rejected', reason, actor, updatedAt: new Date() })
      .where(eq(deposits.id, row.id))
      .returning();
    if (rejected) await depositChanged(tx, rejected);
    return rejected ?? row;
  }

  return {
    /**
     * A new deposit. The member row is locked while the deposit limits are checked and the row
     * written, so two deposits at once cannot both pass a limit.
     */
    async create(
      member: Member,
      channel: DepositChannelRow,
      amountMinor: bigint,
      money: MerchantMoney,
      now = new Date(),
    ): Promise<DepositRow> {
      const provider = depositProviders[channel.provider as keyof typeof depositProviders];
      const { feeMinor, creditMinor } = depositQuote(amountMinor, {
        feeFixedMinor: channel.feeFixedMinor,
        feeRateBp: channel.feeRateBp,
        feeBearer: channel.feeBearer as FeeBearer,
      });
      if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor || creditMinor <= 0n) {
        const message = `between ${money.toWire(channel.minMinor)} and ${money.toWire(channel.maxMinor)} ${money.currency}`;
        throw new PlatformError(
          'DEPOSIT_AMOUNT_OUT_OF_RANGE',
          `The amount must be ${message}${creditMinor <= 0n ? ', and more than the fee' : ''}.`,
          { fields: [{ field: 'amount', message }] },
        );
      }
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await ledger.transaction(async (tx) => {
            await lockMember(tx, member.id);
            const problem = await depositLimitProblem(tx, member.id, amountMinor, {
              countOpen: true,
              now,
            });
            if (problem) throw limitError(problem, money);
            const [row] = await tx
              .insert(deposits)
              .values({
                merchantId: member.merchantId,
                memberId: member.id,
                channelId: channel.id,
                channel: channel.code,
                provider: channel.provider,
                state: 'created',
                currency: money.currency,
                amountMinor,
                feeMinor,
                feeBearer: channel.feeBearer,
                creditMinor,
                reference: newReference(),
                ...provider.prepare(),
                createdAt: now,
                updatedAt: now,
                expiresAt: new Date(now.getTime() + channel.expiresAfterMinutes * 60_000),
              })
              .returning();
            if (!row) throw new Error('deposit insert returned nothing');
            await depositChanged(tx, row);
            return row;
          });
        } catch (error) {
          // A reference drawn twice (1 in 2^40): draw again.
          if (attempt < 3 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    async ofMember(memberId: number, id: number): Promise<DepositRow | undefined> {
      const [row] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.id, id), eq(deposits.memberId, memberId)));
      return row;
    },

    async byId(id: number): Promise<DepositRow | undefined> {
      const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
      return row;
    },

    async byToken(token: string): Promise<DepositRow | undefined> {
      const [row] = await db.select().from(deposits).where(eq(deposits.gatewayToken, token));
      return row;
    },

    /** Newest first, keyset paged by id. */
    async listOfMember(memberId: number, size: number, before?: number) {
      const rows = await db
        .select()
        .from(deposits)
        .where(
          and(
            eq(deposits.memberId, memberId),
            before === undefined ? undefined : lt(deposits.id, before),
          ),
        )
        .orderBy(desc(deposits.id))
        .limit(size + 1);
      const page = rows.slice(0, size);
      return { rows: page, next: rows.length > size ? (page.at(-1)?.id ?? null) : null };
    },

    /** For the operator: newest first, by merchant and state. */
    async list(filter: { merchantId?: number; state?: string; limit: number }) {
      return db
        .select()
        .from(deposits)
        .where(
          and(
            filter.merchantId === undefined
              ? undefined
              : eq(deposits.merchantId, filter.merchantId),
            filter.state === undefined ? undefined : eq(deposits.state, filter.state),
          ),
        )
        .orderBy(desc(deposits.id))
        .limit(filter.limit);
    },

    async channelOf(row: DepositRow): Promise<DepositChannelRow> {
      const [channel] = await db
        .select()
        .from(depositChannels)
        .where(eq(depositChannels.id, row.channelId));
      if (!channel) throw new Error(`deposit ${row.id} has no channel`);
      return channel;
    },

    async proofCount(id: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(depositProofs)
        .where(eq(depositProofs.depositId, id));
      return row?.n ?? 0;
    },

    /**
     * The member says the bank transfer was sent (proof optional): created → pending with the
     * images, in one transaction. Proof adds to what was sent, up to 3 images in all (§5).
     */
    async submitProof(
      member: Member,
      id: number,
      images: { mime: string; bytes: Buffer }[],
      remark: string | undefined,
      maxImages: number,
    ): Promise<DepositRow> {
      return ledger.transaction(async (tx) => {
        const row = await lockDeposit(tx, id);
        if (row.memberId !== member.id) throw new PlatformError('NOT_FOUND', 'No such deposit.');
        const provider = depositProviders[row.provider as keyof typeof depositProviders];
        if (!provider.acceptsProof || !isOpen(row.state) || row.expiresAt <= new Date()) {
          throw new PlatformError(
            'DEPOSIT_STATE',
            `This deposit is ${row.state === 'created' || row.state === 'pending' ? 'expired' : row.state}; it takes no proof.`,
          );
        }
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(depositProofs)
          .where(eq(depositProofs.depositId, id));
        if ((count?.n ?? 0) + images.length > maxImages) {
          throw new PlatformError(
            'DEPOSIT_PROOF_TOO_MANY_IMAGES',
            `A deposit takes at most ${maxImages} proof images.`,
            { fields: [{ field: 'images', message: `at most ${maxImages} images in all` }] },
          );
        }
        for (const image of images) {
          await tx.insert(depositProofs).values({
            depositId: id,
            mime: image.mime,
            size: image.bytes.length,
            bytes: image.bytes,
          });
        }
        const [updated] = await tx
          .update(deposits)
          .set({
            state: 'pending',
            remark: remark ?? row.remark,
            updatedAt: new Date(),
          })
          .where(eq(deposits.id, id))
          .returning();
        if (updated && updated.state !== row.state) await depositChanged(tx, updated);
        return updated ?? row;
      });
    },

    /**
     * An operator confirms a bank transfer (CLI `cashier deposit-confirm`). One transaction:
     * the deposit locked, credited through the ledger, its state credited; a second confirm
     * answers the same credit.
     */
    async confirm(id: number, actor: string): Promise<CreditOutcome> {
      const result = await ledger.transaction(async (tx) => {
        const row = await lockDeposit(tx, id);
        const provider = depositProviders[row.provider as keyof typeof depositProviders];
        if (provider.confirmedBy !== 'operator') {
          throw new PlatformError(
            'DEPOSIT_STATE',
            `Deposit ${id} is a ${row.provider} deposit: its gateway confirms it, not an operator.`,
          );
        }
        return creditLocked(tx, ledger, row, actor);
      });
      // The safe side of the deposit limit (issue 14 item 9): an operator cannot credit money
      // past a limit the member set, even when the transfer has arrived. The deposit stays
      // pending so the operator rejects it and sends the money back; the limit is the player's
      // protection and a credit past it cannot be undone by the player.
      if (result.outcome === 'limit') {
        throw limitError(result.problem, await merchantMoney(db, result.row.merchantId));
      }
      return result;
    },

    /** An operator rejects an open deposit with a reason (nothing moves). */
    async reject(id: number, reason: string, actor: string): Promise<DepositRow> {
      return ledger.transaction(async (tx) => {
        const row = await lockDeposit(tx, id);
        if (!isOpen(row.state)) {
          throw new PlatformError('DEPOSIT_STATE', `Deposit ${id} is ${row.state} already.`);
        }
        return rejectLocked(tx, row, reason, actor);
      });
    },

    rejectLocked,
  };
}

export type DepositRepository = ReturnType<typeof depositRepository>;

/**
 * The expiry sweep: every created or pending deposit past its expires_at becomes expired, in one
 * statement. Idempotent (an expired row no longer matches) and safe beside a confirm or a
 * webhook: each locks the row, and PostgreSQL re-checks the WHERE on a row a concurrent
 * transaction changed, so a deposit credited meanwhile is skipped.
 */
export async function expireDeposits(
  db: Database,
  now = new Date(),
  /** Hears the members whose deposits expired, after the commit (the event bus's nudge). */
  announce?: (memberIds: number[]) => void,
): Promise<number[]> {
  const rows = await db.transaction(async (tx) => {
    const expired = await tx
      .update(deposits)
      .set({ state: 'expired', updatedAt: now })
      .where(and(inArray(deposits.state, [...openStates]), lte(deposits.expiresAt, now)))
      .returning({ id: deposits.id, memberId: deposits.memberId, state: deposits.state });
    for (const row of expired) await depositChanged(tx, row);
    return expired;
  });
  if (announce && rows.length > 0) announce([...new Set(rows.map((row) => row.memberId))]);
  return rows.map((row) => row.id);
}
