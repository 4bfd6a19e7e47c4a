// Money amounts without zod: for `@lobbykit/api-contract/rules` (the site's first page) and wire.

/** Throws unless `minorUnits` is an ISO 4217 minor-unit count (0 to 4). */
export function assertMinorUnits(minorUnits: number): void {
  if (!Number.isInteger(minorUnits) || minorUnits < 0 || minorUnits > 4) {
    throw new RangeError(`minor units must be a whole number from 0 to 4, got ${minorUnits}`);
  }
}

/** Minor units as the wire's decimal string with the currency's own decimals ("12.50", "1500"). */
export function fromMinorUnits(minor: bigint, minorUnits: number): string {
  assertMinorUnits(minorUnits);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const unit = 10n ** BigInt(minorUnits);
  const text =
    minorUnits === 0
      ? abs.toString()
      : `${abs / unit}.${(abs % unit).toString().padStart(minorUnits, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * The catalogue's amounts (each game's minimum bet, the demo provider's line bets and limits) are
 * written once in reference minor units: hundredths of a two-decimal currency ("0.20" is 20). A
 * merchant's currency multiplies them by this to get its own minor units, so a limit reads
 * naturally in every currency: ×1 for two decimals (0.20 stays 0.20 in USD or EUR); ×1 for a
 * currency without decimals (a yen is worth about a cent, so 1.00 becomes ¥100, not ¥1, and
 * 100,000.00 becomes ¥10,000,000); ×10 for three decimals (0.20 becomes 0.200 in KWD).
 */
export function catalogueScale(minorUnits: number): bigint {
  assertMinorUnits(minorUnits);
  return minorUnits <= 2 ? 1n : 10n ** BigInt(minorUnits - 2);
}

/** A catalogue amount (reference minor units) in a currency's own minor units. */
export function catalogueAmountMinor(referenceMinor: bigint, minorUnits: number): bigint {
  return referenceMinor * catalogueScale(minorUnits);
}
