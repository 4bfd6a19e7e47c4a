import { contractRatePattern } from '@lobbykit/api-contract/rules';
import type { ContractKind } from '@lobbykit/api-contract/rules';

/** A rate's percentage ("30", "0.5") → hundredths of a percent; null when not 0.01 to 100. */
export function rateToBp(rate: string): number | null {
  if (!contractRatePattern.test(rate)) return null;
  const [whole = '0', fraction = ''] = rate.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp >= 1 && bp <= 10_000 ? bp : null;
}

/** Hundredths of a percent → the wire's percentage, without trailing zeros (3000 → "30", 50 → "0.5"). */
export function bpToRate(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/**
 * What a settlement comes to, in minor units, rounded down: a salary is the rate of the team's
 * bets, a dividend the rate of the team's loss (nothing when the team won).
 */
export function settlementAmountMinor(
  kind: ContractKind,
  rateBp: number,
  betMinor: bigint,
  profitLossMinor: bigint,
): bigint {
  const base = kind === 'dividend' ? (profitLossMinor < 0n ? -profitLossMinor : 0n) : betMinor;
  return (base * BigInt(rateBp)) / 10_000n;
}
