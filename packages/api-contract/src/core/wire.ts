import { z } from 'zod';
import { assertMinorUnits } from '../rules/money';

export { fromMinorUnits } from '../rules/money';

/**
 * Money on the wire: a decimal string (ARCHITECTURE.md "Money"). In the database it is bigint
 * minor units; conversion is exact, never through floating point.
 *
 * How many decimals an amount has is the merchant's currency's own (ISO 4217 minor units): "12.50"
 * in EUR or USD (2), "1500" in JPY (0), "1.250" in KWD (3). SPEC §9 "two decimals" is read as the
 * rule for the currencies that have two; a yen amount never carries ".00". The schema cannot know
 * the merchant, so it accepts up to four decimals (the most any ISO currency has); the server
 * checks each amount against its merchant's currency with {@link moneyIssue}, and answers only
 * amounts written by {@link fromMinorUnits} with that currency's digits.
 */
export const moneySchema = z
  .string()
  .regex(
    /^-?(0|[1-9]\d*)(\.\d{1,4})?$/,
    'a decimal string with the currency’s own decimals, e.g. "12.50" (EUR) or "1500" (JPY)',
  );

/** A positive amount a member asks to move: greater than zero. */
export const positiveMoneySchema = moneySchema.refine(
  (v) => !v.startsWith('-') && /[1-9]/.test(v),
  {
    message: 'an amount greater than zero',
  },
);

/** Times on the wire: ISO 8601 with an offset. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A currency as money on the wire needs it: its ISO 4217 code and minor units (0 to 4). */
export interface WireCurrency {
  code: string;
  minorUnits: number;
}

/**
 * Why `amount` is not an amount of `currency`, as a sentence for a field error, or null when it
 * is one: `JPY has no decimals: send a whole number such as "1500"`.
 */
export function moneyIssue(amount: string, currency: WireCurrency): string | null {
  assertMinorUnits(currency.minorUnits);
  if (!moneySchema.safeParse(amount).success) {
    return currency.minorUnits === 0
      ? `not an amount: send a whole number such as "1500"`
      : `not an amount: send a decimal string such as "12.${'5'.padEnd(currency.minorUnits, '0')}"`;
  }
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.length <= currency.minorUnits) return null;
  return currency.minorUnits === 0
    ? `${currency.code} has no decimals: send a whole number such as "1500"`
    : `${currency.code} has ${currency.minorUnits} decimals at most, e.g. "12.${'5'.padEnd(currency.minorUnits, '0')}"`;
}

/**
 * "12.5" in a currency of 2 minor units → 1250n; "1500" in JPY (0) → 1500n. Throws a RangeError
 * for a string that is not an amount or has more decimals than the currency (check requests with
 * {@link moneyIssue} first to answer a field error).
 */
export function toMinorUnits(amount: string, minorUnits: number): bigint {
  assertMinorUnits(minorUnits);
  const parsed = moneySchema.safeParse(amount);
  if (!parsed.success) throw new RangeError(`Not a money amount: ${JSON.stringify(amount)}`);
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  if (fraction.length > minorUnits) {
    throw new RangeError(
      `Not an amount with ${minorUnits} decimals at most: ${JSON.stringify(amount)}`,
    );
  }
  const minor =
    BigInt(whole) * 10n ** BigInt(minorUnits) + BigInt(fraction.padEnd(minorUnits, '0') || '0');
  return negative ? -minor : minor;
}
