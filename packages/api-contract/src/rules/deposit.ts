// Zod-free: the member centre's deposit page computes the same fee the platform charges.

/** Issue 14 item 3: the two providers the platform has, behind its DepositProvider interface. */
export const depositProviders = ['bankTransfer', 'demoGateway'] as const;
export type DepositProvider = (typeof depositProviders)[number];

/** A deposit's states (issue 14 item 3); credited, rejected and expired are final. */
export const depositStates = ['created', 'pending', 'credited', 'rejected', 'expired'] as const;
export type DepositState = (typeof depositStates)[number];

/** Who bears a channel's fee: the member (credited the amount less the fee) or the merchant. */
export const feeBearers = ['member', 'merchant'] as const;
export type FeeBearer = (typeof feeBearers)[number];

/** §5 uploads: a bank transfer's proof is at most 3 PNG or JPEG images of 5 MB each. */
export const depositProofLimits = {
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export interface DepositFeeRule {
  /** A fixed part, in minor units. */
  feeFixedMinor: bigint;
  /** A proportional part in basis points (1/100 of a percent), rounded up to a whole minor unit. */
  feeRateBp: number;
  feeBearer: FeeBearer;
}

/** The fee of a deposit of `amountMinor`, and what the member's wallet receives. */
export function depositQuote(
  amountMinor: bigint,
  rule: DepositFeeRule,
): { feeMinor: bigint; creditMinor: bigint } {
  const rate = BigInt(rule.feeRateBp);
  const proportional = (amountMinor * rate + 9_999n) / 10_000n;
  const feeMinor = rule.feeFixedMinor + proportional;
  return {
    feeMinor,
    creditMinor: rule.feeBearer === 'member' ? amountMinor - feeMinor : amountMinor,
  };
}
