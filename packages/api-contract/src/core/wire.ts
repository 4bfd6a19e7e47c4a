import { z } from 'zod';

/**
 * Money on the wire: a decimal string with at most two decimals (ARCHITECTURE.md "Money").
 * In the database it is bigint minor units; conversion is exact, never through floating point.
 */
export const moneySchema = z
  .string()
  .regex(
    /^-?(0|[1-9]\d*)(\.\d{1,2})?$/,
    'a decimal string with at most two decimals, e.g. "12.50"',
  );

/** A positive amount a member asks to move: greater than zero, at most two decimals. */
export const positiveMoneySchema = moneySchema.refine(
  (v) => !v.startsWith('-') && /[1-9]/.test(v),
  {
    message: 'an amount greater than zero',
  },
);

/** Times on the wire: ISO 8601 with an offset. */
export const timestampSchema = z.iso.datetime({ offset: true });

export function toMinorUnits(amount: string): bigint {
  const parsed = moneySchema.safeParse(amount);
  if (!parsed.success) throw new RangeError(`Not a money amount: ${JSON.stringify(amount)}`);
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

export function fromMinorUnits(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
