import type { Contract } from '@lobbykit/api-contract';
import type { ContractRow } from '../../db/schema/index';
import type { MerchantMoney } from '../wallet/index';
import { bpToRate } from './terms';

/** A contract as the member's calls and events answer it. */
export function contractToWire(
  row: ContractRow,
  offeredBy: string | null,
  money: MerchantMoney,
): Contract {
  const { betMinor, activeMembers, profitLossMinor, amountMinor } = row;
  return {
    id: row.id,
    kind: row.kind,
    rate: bpToRate(row.rateBp),
    period: row.period,
    state: row.state,
    offeredBy,
    currency: money.currency,
    offeredAt: row.offeredAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    // The database's CHECK sets the four together, exactly when settled.
    settlement:
      betMinor !== null &&
      activeMembers !== null &&
      profitLossMinor !== null &&
      amountMinor !== null
        ? {
            betAmount: money.toWire(betMinor),
            activeMembers,
            profitLoss: money.toWire(profitLossMinor),
            amount: money.toWire(amountMinor),
          }
        : null,
  };
}
