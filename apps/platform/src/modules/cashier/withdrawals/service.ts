import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { WithdrawalConfirmation, WithdrawalState } from '@lobbykit/api-contract/rules';
import { isUniqueViolation } from '../../../db/errors';
import { rowsOf } from '../../../db/index';
import type { Database } from '../../../db/index';
import {
  MAIN_WALLET,
  bankAccounts,
  withdrawalEvents,
  withdrawalProofs,
  withdrawals,
} from '../../../db/schema/index';
import type { Withdrawal, WithdrawalEvent } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import { houseShardOf, isTrial } from '../../wallet/index';
import type { Ledger, LedgerMember } from '../../wallet/index';
import { fingerprintOf } from '../../wallet/transfers';
import { appendEvents } from '../../events/outbox';
import { bonusWageringLockMinor } from '../../bonus/engine';

/**
 * Withdrawals (issue 14 item 4): a state machine over the ledger's two-phase transfers.
 *
 *   submitted ─review─► underReview ─approve─► approved ─pay─► paid ─► received | fullyPaid
 *       │                    │                     │             └─notReceived─► underReview
 *       └───────reject───────┴─────────reject──────┘                (proof kept; pay again or reject)
 *
 * Submit holds the amount (member MAIN → house cash_out, pending); pay posts the hold; reject
 * voids it (or, once posted, returns the money by a transfer back). Each step is one transaction
 * with its event, takes the withdrawal row's lock first (so pay and reject racing take turns),
 * and is idempotent: asking for the state the withdrawal is already in by that same step answers
 * it again, and the ledger keys (`withdrawal:<id>:post` ...) move money at most once.
 *
 * No member cancel: the UK Gambling Commission requires that a customer cannot reverse a
 * withdrawal once it is requested (LCCP SR 5.1.x, "reverse withdrawals" ban), so there is no
 * call, command or transition for it.
 */

export type OperatorAction = 'review' | 'approve' | 'pay' | 'reject';

/** Where each operator step may start, and where it ends. */
const operatorSteps: Record<
  OperatorAction,
  { from: readonly WithdrawalState[]; to: WithdrawalState }
> = {
  review: { from: ['submitted'], to: 'underReview' },
  approve: { from: ['submitted', 'underReview'], to: 'approved' },
  // underReview after "not received": the money was already posted; paying again re-sends it.
  pay: { from: ['approved', 'underReview'], to: 'paid' },
  reject: { from: ['submitted', 'underReview', 'approved'], to: 'rejected' },
};

/** States the member's confirmation (§4) ends in. */
const confirmationState: Record<WithdrawalConfirmation, WithdrawalState> = {
  received: 'received',
  fullyPaid: 'fullyPaid',
  notReceived: 'underReview',
};

const pastOf: Record<OperatorAction, string> = {
  review: 'reviewed',
  approve: 'approved',
  pay: 'paid',
  reject: 'rejected',
};

export interface WithdrawalView {
  withdrawal: Withdrawal;
  events: (WithdrawalEvent & { proofImages: number })[];
  replayed: boolean;
}

export interface SubmitRequest {
  member: LedgerMember;
  currency: string;
  amountMinor: bigint;
  bankAccountId: number;
  /** The member's key: the same key answers the same withdrawal. */
  idempotencyKey: string;
}

export interface ProofImage {
  mime: string;
  bytes: Buffer;
}

/**
 * Money a bonus's wagering requirement locks in the member's main wallet (bonus/engine.ts): read
 * inside the submit's transaction after the hold, inside transfer upline's after its movement
 * (moves.ts), and by the withdraw page.
 */
export { bonusWageringLockMinor };

function stateError(state: WithdrawalState, step: string): PlatformError {
  return new PlatformError(
    'WITHDRAWAL_STATE_INVALID',
    `A withdrawal that is ${state} cannot be ${step}.`,
    { fields: [{ field: 'id', message: `state is ${state}` }] },
  );
}

function notFound(): PlatformError {
  return new PlatformError('NOT_FOUND', 'There is no such withdrawal.', {
    fields: [{ field: 'id', message: 'no such withdrawal' }],
  });
}

export function withdrawalsOver(db: Database, ledger: Ledger) {
  async function view(tx: Database, row: Withdrawal, replayed: boolean): Promise<WithdrawalView> {
    const events = await tx
      .select({
        event: withdrawalEvents,
        proofImages: sql<number>`(select count(*)::int from withdrawal_proofs p where p.event_id = "withdrawal_events"."id")`,
      })
      .from(withdrawalEvents)
      .where(eq(withdrawalEvents.withdrawalId, row.id))
      .orderBy(asc(withdrawalEvents.id));
    return {
      withdrawal: row,
      events: events.map((e) => ({ ...e.event, proofImages: Number(e.proofImages) })),
      replayed,
    };
  }

  async function lockRow(tx: Database, id: bigint, memberId?: number): Promise<Withdrawal> {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(
        memberId === undefined
          ? eq(withdrawals.id, id)
          : and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)),
      )
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  async function addEvent(
    tx: Database,
    row: Withdrawal,
    values: {
      kind: WithdrawalEvent['kind'];
      state: WithdrawalState;
      note?: string | null;
      actor: string;
      forced?: boolean;
    },
  ) {
    const [event] = await tx
      .insert(withdrawalEvents)
      .values({
        withdrawalId: row.id,
        kind: values.kind,
        state: values.state,
        note: values.note ?? null,
        actor: values.actor,
        forced: values.forced ?? false,
      })
      .returning();
    if (!event) throw new Error('withdrawal event insert returned nothing');
    // Issue 15: the member's open pages hear of the step (announced after commit).
    await appendEvents(tx, [
      {
        memberId: row.memberId,
        type: 'withdrawal',
        payload: { id: String(row.id), state: values.state },
      },
    ]);
    return event;
  }

  async function byKey(memberId: number, key: string) {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, key)));
    return row;
  }

  /**
   * Submit: ONE transaction writes the withdrawal, its first event and the ledger hold (keyed by
   * the withdrawal's id), so a crash leaves all three or none. Trial players never get here
   * (routes refuse them, §6); the ledger refuses trial money too (TRIAL_ISOLATION).
   */
  async function submit(request: SubmitRequest): Promise<WithdrawalView> {
    const { member, amountMinor } = request;
    if (isTrial(member)) {
      throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'A real account is needed.');
    }
    const key = request.idempotencyKey.trim();
    const fingerprint = fingerprintOf({
      amount: String(amountMinor),
      bankAccountId: String(request.bankAccountId),
    });
    const replay = (row: Withdrawal) => {
      if (row.fingerprint !== fingerprint) {
        throw new PlatformError(
          'IDEMPOTENCY_CONFLICT',
          'This idempotency key was already used for a different withdrawal.',
          { fields: [{ field: 'idempotencyKey', message: 'already used' }] },
        );
      }
      return db.transaction((tx) => view(tx, row, true));
    };
    const earlier = await byKey(member.id, key);
    if (earlier) return replay(earlier);
    try {
      return await ledger.transaction(async (tx) => {
        const [account] = await tx
          .select()
          .from(bankAccounts)
          .where(
            and(eq(bankAccounts.id, request.bankAccountId), eq(bankAccounts.memberId, member.id)),
          );
        // Another member's account answers like one that does not exist.
        if (!account) {
          throw new PlatformError('NOT_FOUND', 'This bank account could not be found.', {
            fields: [{ field: 'bankAccountId', message: 'not one of your bank accounts' }],
          });
        }
        const [next] = rowsOf<{ id: string }>(
          await tx.execute(
            sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::text as id`,
          ),
        );
        if (!next) throw new Error('no withdrawal id');
        const id = BigInt(next.id);
        const pending = await ledger.within(tx).createPendingTransfer({
          merchantId: member.merchantId,
          currency: request.currency,
          from: { member, wallet: MAIN_WALLET },
          to: { house: 'cash_out', shard: houseShardOf(member) },
          amountMinor,
          kind: 'withdrawal',
          reference: `withdrawal:${id}`,
          reason: null,
          actor: `member:${member.id}`,
          idempotencyKey: `withdrawal:${id}:hold`,
        });
        // The hold already kept the wallet's available money at zero or more; what a bonus's
        // wagering locks must stay too. Read after the hold, under its row lock, so it cannot race;
        // the lock is the one before this withdrawal (bonus/engine.ts: it leaves the hold out).
        const lock = await bonusWageringLockMinor(tx, member.id, { exceptHold: pending.pendingId });
        if (lock > 0n) {
          const main = (await ledger.within(tx).balances(member.id)).find(
            (w) => w.wallet === MAIN_WALLET && w.currency === request.currency,
          );
          if (!main || main.availableMinor < lock) {
            throw new PlatformError(
              'BONUS_WAGERING_LOCKED',
              'Part of the balance is locked by a bonus until its wagering is done.',
              { fields: [{ field: 'amount', message: 'more than the withdrawable balance' }] },
            );
          }
        }
        const [row] = await tx
          .insert(withdrawals)
          .values({
            id,
            merchantId: member.merchantId,
            memberId: member.id,
            currency: request.currency,
            amount: amountMinor,
            bankAccountId: account.id,
            holderName: account.holderName,
            bankName: account.bankName,
            accountNumber: account.accountNumber,
            pendingTransferId: pending.pendingId,
            idempotencyKey: key,
            fingerprint,
          })
          .returning();
        if (!row) throw new Error('withdrawal insert returned nothing');
        await addEvent(tx, row, {
          kind: 'submitted',
          state: 'submitted',
          actor: `member:${member.id}`,
        });
        return view(tx, row, false);
      });
    } catch (error) {
      // A twin submit with the same key committed first: answer it.
      if (isUniqueViolation(error)) {
        const original = await byKey(member.id, key);
        if (original) return replay(original);
      }
      throw error;
    }
  }

  /**
   * An operator's step (CLI). Locks the row, checks the transition, moves the ledger as the step
   * needs, writes the event: one transaction. The same step on a withdrawal already in its target
   * state (by that step) answers it again without moving anything.
   */
  async function operate(
    id: bigint,
    action: OperatorAction,
    options: { actor: string; note?: string | null; reason?: string | null },
  ): Promise<WithdrawalView> {
    const step = operatorSteps[action];
    if (action === 'reject' && !options.reason?.trim()) {
      throw new PlatformError('VALIDATION_FAILED', 'A rejection needs a reason for the member.', {
        fields: [{ field: 'reason', message: 'required' }],
      });
    }
    return ledger.transaction(async (tx) => {
      const row = await lockRow(tx, id);
      if (row.state === step.to) {
        const [last] = await tx
          .select()
          .from(withdrawalEvents)
          .where(eq(withdrawalEvents.withdrawalId, row.id))
          .orderBy(desc(withdrawalEvents.id))
          .limit(1);
        if (last?.kind === step.to) return view(tx, row, true);
      }
      if (!step.from.includes(row.state)) throw stateError(row.state, pastOf[action]);
      const txLedger = ledger.within(tx);
      const pending = await txLedger.pendingTransfer(row.merchantId, row.pendingTransferId);
      if (!pending) throw new Error(`withdrawal ${row.id} has no hold`);
      // Under review before any payment it must be approved first; under review after "not
      // received" (the hold already posted) paying again re-sends it.
      if (action === 'pay' && row.state === 'underReview' && pending.state !== 'posted') {
        throw stateError(row.state, 'paid before approval');
      }
      const values: Partial<Withdrawal> = { state: step.to, updatedAt: new Date() };
      if (action === 'pay') {
        if (pending.state === 'pending') {
          await txLedger.postPendingTransfer({
            merchantId: row.merchantId,
            pendingId: row.pendingTransferId,
            idempotencyKey: `withdrawal:${row.id}:post`,
            actor: options.actor,
          });
        } else if (pending.state === 'voided') {
          throw new Error(`withdrawal ${row.id} is ${row.state} but its hold was voided`);
        }
        values.paidAt = new Date();
      }
      if (action === 'reject') {
        values.rejectReason = (options.reason ?? '').trim();
        if (pending.state === 'pending') {
          await txLedger.voidPendingTransfer({
            merchantId: row.merchantId,
            pendingId: row.pendingTransferId,
            idempotencyKey: `withdrawal:${row.id}:void`,
            actor: options.actor,
            reason: values.rejectReason,
          });
        } else if (pending.state === 'posted') {
          // Paid, reported not received, then rejected: the money comes back to the member.
          const member = { id: row.memberId, merchantId: row.merchantId, type: 0 };
          const back = await txLedger.transfer({
            merchantId: row.merchantId,
            currency: row.currency,
            from: { house: 'cash_out', shard: houseShardOf(member) },
            to: { member, wallet: MAIN_WALLET },
            amountMinor: row.amount,
            kind: 'withdrawal',
            reference: `withdrawal:${row.id}`,
            reason: 'withdrawal returned',
            actor: options.actor,
            idempotencyKey: `withdrawal:${row.id}:return`,
          });
          values.returnTransferId = back.transferId;
        }
      }
      const [updated] = await tx
        .update(withdrawals)
        .set(values)
        .where(eq(withdrawals.id, row.id))
        .returning();
      if (!updated) throw new Error('withdrawal vanished under its lock');
      await addEvent(tx, updated, {
        kind: step.to,
        state: step.to,
        note: action === 'reject' ? values.rejectReason : options.note?.trim() || null,
        actor: options.actor,
      });
      return view(tx, updated, false);
    });
  }

  /**
   * §4 confirmation by the member, once paid: received, fully paid, or not received with proof
   * (back under review, proof kept). Repeating the answer that put it in its state answers again.
   */
  async function confirm(
    memberId: number,
    id: bigint,
    outcome: WithdrawalConfirmation,
    note: string | null,
    proof: ProofImage[],
  ): Promise<WithdrawalView> {
    if (outcome === 'notReceived' && proof.length === 0) {
      throw new PlatformError('WITHDRAWAL_PROOF_REQUIRED', 'Please add a picture as proof.', {
        fields: [{ field: 'proof', message: 'at least one image' }],
      });
    }
    return ledger.transaction(async (tx) => {
      const row = await lockRow(tx, id, memberId);
      const target = confirmationState[outcome];
      if (row.state !== 'paid') {
        if (row.state === target && outcome !== 'notReceived') return view(tx, row, true);
        throw stateError(row.state, 'confirmed');
      }
      const [updated] = await tx
        .update(withdrawals)
        .set({ state: target, updatedAt: new Date() })
        .where(eq(withdrawals.id, row.id))
        .returning();
      if (!updated) throw new Error('withdrawal vanished under its lock');
      const event = await addEvent(tx, updated, {
        kind: outcome,
        state: target,
        note: note?.trim() || null,
        actor: `member:${memberId}`,
      });
      for (const image of proof) {
        await tx.insert(withdrawalProofs).values({
          eventId: event.id,
          mime: image.mime,
          size: image.bytes.length,
          bytes: image.bytes,
        });
      }
      return view(tx, updated, false);
    });
  }

  /**
   * §4: a paid withdrawal not confirmed within the brand's window counts as received (forced; per
   * §4 a forced receipt gives no deposit refund, which the event's `forced` flag records). One
   * statement per merchant, idempotent (only `paid` rows move), skipping rows a confirmation holds
   * (it decides them). `memberId` limits it to one member (the sweep on read).
   */
  async function sweep(
    merchantId: number,
    autoReceiveMinutes: number,
    now: Date = new Date(),
    memberId?: number,
  ): Promise<number> {
    const cutoff = new Date(now.getTime() - autoReceiveMinutes * 60_000);
    return ledger.transaction(async (tx) => {
      const result = await tx.execute(sql`
      with due as (
        select id from withdrawals
        where merchant_id = ${merchantId} and state = 'paid' and paid_at <= ${cutoff.toISOString()}::timestamptz
          ${memberId === undefined ? sql`` : sql`and member_id = ${memberId}`}
        order by id
        for update skip locked
      ), moved as (
        update withdrawals w set state = 'received', updated_at = now()
        from due where w.id = due.id
        returning w.id, w.member_id
      )
      , events as (
        insert into withdrawal_events (withdrawal_id, kind, state, note, actor, forced)
        select id, 'received', 'received', null, 'system:auto-receive', true from moved
      )
      select id::text as id, member_id from moved`);
      const received = rowsOf<{ id: string; member_id: number }>(result);
      await appendEvents(
        tx,
        received.map((r) => ({
          memberId: Number(r.member_id),
          type: 'withdrawal' as const,
          payload: { id: r.id, state: 'received' },
        })),
      );
      return received.length;
    });
  }

  async function detail(id: bigint, memberId?: number): Promise<WithdrawalView> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(
          memberId === undefined
            ? eq(withdrawals.id, id)
            : and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)),
        );
      if (!row) throw notFound();
      return view(tx, row, false);
    });
  }

  async function listOfMember(memberId: number, size: number, before?: bigint) {
    return db
      .select()
      .from(withdrawals)
      .where(
        before === undefined
          ? eq(withdrawals.memberId, memberId)
          : and(eq(withdrawals.memberId, memberId), lt(withdrawals.id, before)),
      )
      .orderBy(desc(withdrawals.id))
      .limit(size);
  }

  async function listForOperator(filter: { merchantId?: number; state?: WithdrawalState }) {
    const conditions = [
      filter.merchantId === undefined ? undefined : eq(withdrawals.merchantId, filter.merchantId),
      filter.state === undefined ? undefined : eq(withdrawals.state, filter.state),
    ].filter((c) => c !== undefined);
    return db
      .select()
      .from(withdrawals)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(withdrawals.id))
      .limit(200);
  }

  return { submit, operate, confirm, sweep, detail, listOfMember, listForOperator };
}

export type Withdrawals = ReturnType<typeof withdrawalsOver>;
