import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contractTransitions } from '@lobbykit/api-contract/rules';
import type { Contract } from '@lobbykit/api-contract';
import type {
  ContractAction,
  ContractKind,
  ContractPeriod,
  ContractState,
} from '@lobbykit/api-contract/rules';
import type { Database } from '../../db/index';
import { isUniqueViolation } from '../../db/errors';
import { contracts, members } from '../../db/schema/index';
import type { ContractRow } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { appendEvents } from '../events/outbox';
import { merchantMoney } from '../wallet/index';
import { settlementAmountMinor } from './terms';
import { contractToWire } from './wire';

export interface ContractOffer {
  merchantId: number;
  memberId: number;
  /** The member's upline agent; null: the operator. */
  offeredBy: number | null;
  kind: ContractKind;
  rateBp: number;
  period: ContractPeriod;
}

/** The member a contract is offered to: its id and merchant. */
export interface ContractOwner {
  id: number;
  merchantId: number;
}

export interface ContractFigures {
  betMinor: bigint;
  activeMembers: number;
  profitLossMinor: bigint;
}

const upline = alias(members, 'upline');

const stateWords: Record<ContractState, string> = {
  offered: 'still offered',
  accepted: 'already accepted',
  rejected: 'already rejected',
  terminated: 'already terminated',
  settled: 'already settled',
};

/** The refusal of an action on a contract in another state (§8: say where it stands). */
function stateInvalid(row: ContractRow, wanted: string): PlatformError {
  const message = `This contract is ${stateWords[row.state]}: it cannot be ${wanted}.`;
  return new PlatformError('CONTRACT_STATE_INVALID', message, {
    fields: [{ field: 'action', message }],
  });
}

/**
 * Dividend and salary contracts (§1, §4 contract actions, §6; issue 15). Every change writes a
 * `contract` event, the contract as it now stands, in its transaction and announces the member
 * after the commit, so the contract popup and the lists of every open tab follow.
 */
export function contractRepository(
  db: Database,
  announce: (memberIds: number[]) => void = () => {},
) {
  /** Runs a change of one member's contract; a changed row's event commits with it. */
  async function changed(
    member: ContractOwner,
    change: (tx: Database) => Promise<{ row: ContractRow; fresh: boolean }>,
  ): Promise<Contract> {
    // Read before the transaction: PGlite runs nothing outside an open transaction until it ends.
    const money = await merchantMoney(db, member.merchantId);
    const memberId = member.id;
    const { contract, fresh } = await db.transaction(async (tx) => {
      const { row, fresh: isFresh } = await change(tx);
      let upline: string | null = null;
      if (row.offeredBy !== null) {
        const [agent] = await tx
          .select({ account: members.account })
          .from(members)
          .where(eq(members.id, row.offeredBy));
        upline = agent?.account ?? null;
      }
      const value = contractToWire(row, upline, money);
      if (isFresh) {
        await appendEvents(tx, [{ memberId, type: 'contract', payload: { contract: value } }]);
      }
      return { contract: value, fresh: isFresh };
    });
    if (fresh) announce([memberId]);
    return contract;
  }

  return {
    /** An upline's or the operator's offer; refused while the member has one of the kind open. */
    async offer(offer: ContractOffer): Promise<Contract> {
      try {
        return await changed({ id: offer.memberId, merchantId: offer.merchantId }, async (tx) => {
          const [row] = await tx.insert(contracts).values(offer).returning();
          if (!row) throw new Error('contract not stored');
          return { row, fresh: true };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new PlatformError(
          'CONTRACT_STATE_INVALID',
          `The member already has an open ${offer.kind} contract: it must end before another is offered.`,
          { fields: [{ field: 'kind', message: 'an open contract of this kind exists' }] },
        );
      }
    },

    /**
     * §4 contract actions by the member: accept or reject an offer, terminate an accepted one. A
     * contract of another member or kind is not found; repeating the action that made the state
     * answers the contract unchanged (two tabs, a retry), with no second event.
     */
    async act(
      member: ContractOwner,
      kind: ContractKind,
      id: number,
      action: ContractAction,
    ): Promise<Contract> {
      const { from, to } = contractTransitions[action];
      const mine = and(
        eq(contracts.id, id),
        eq(contracts.memberId, member.id),
        eq(contracts.kind, kind),
      );
      return changed(member, async (tx) => {
        const now = new Date();
        // One statement: two answers at once (accept in one tab, reject in another) cannot both
        // pass, the second waits for the first's row lock and then finds the state moved on.
        const [moved] = await tx
          .update(contracts)
          .set(
            action === 'terminate' ? { state: to, endedAt: now } : { state: to, answeredAt: now },
          )
          .where(and(mine, eq(contracts.state, from)))
          .returning();
        if (moved) return { row: moved, fresh: true };
        const [row] = await tx.select().from(contracts).where(mine);
        if (!row) throw new PlatformError('NOT_FOUND', 'No such contract.');
        if (row.state === to) return { row, fresh: false };
        throw stateInvalid(row, to);
      });
    },

    /**
     * The operator settles an accepted contract with the period's figures (§3 contract tables).
     * It records what the settlement comes to and ends the contract; no money moves yet.
     */
    async settle(merchantId: number, id: number, figures: ContractFigures): Promise<Contract> {
      const [current] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, id), eq(contracts.merchantId, merchantId)));
      if (!current) throw new PlatformError('NOT_FOUND', `No contract ${id}.`);
      return changed({ id: current.memberId, merchantId }, async (tx) => {
        const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
        if (!row) throw new PlatformError('NOT_FOUND', `No contract ${id}.`);
        if (row.state !== 'accepted') throw stateInvalid(row, 'settled');
        const amountMinor = settlementAmountMinor(
          row.kind,
          row.rateBp,
          figures.betMinor,
          figures.profitLossMinor,
        );
        const [settled] = await tx
          .update(contracts)
          .set({ state: 'settled', endedAt: new Date(), ...figures, amountMinor })
          .where(eq(contracts.id, id))
          .returning();
        if (!settled) throw new Error('contract not settled');
        return { row: settled, fresh: true };
      });
    },

    /** The member's contracts, newest first. */
    async list(memberId: number, limit = 100): Promise<Contract[]> {
      const rows = await db
        .select({ row: contracts, upline: upline.account })
        .from(contracts)
        .leftJoin(upline, eq(upline.id, contracts.offeredBy))
        .where(eq(contracts.memberId, memberId))
        .orderBy(desc(contracts.id))
        .limit(limit);
      const first = rows[0];
      if (!first) return [];
      const money = await merchantMoney(db, first.row.merchantId);
      return rows.map(({ row, upline: account }) => contractToWire(row, account, money));
    },
  };
}

export type ContractRepository = ReturnType<typeof contractRepository>;
