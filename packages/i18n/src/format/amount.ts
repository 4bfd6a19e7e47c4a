/**
 * The one money formatter of the repository (STYLE.md "i18n": money never by concatenation).
 *
 * An amount shows its currency's own fraction digits: SPEC §9 "two decimals with thousands
 * separators" is the rule for currencies that have two (USD, EUR); a currency without minor units
 * (JPY) shows none (`¥1,500`, never `¥1,500.00`), and one with three shows three. The digits come
 * from `minorUnits` (the brand's `currency.minorUnits`), else from the ISO 4217 data of
 * `Intl.NumberFormat` for `currency`, else two. The symbol is always the brand's own (`¥`, `€`),
 * not the one Intl would pick for the locale (`JP¥`, `￥`).
 */

/** Options for {@link formatAmount}, {@link formatMinorAmount} and {@link formatWholeAmount}. */
export interface AmountFormatOptions {
  /** Put before the digits and after the minus sign, e.g. `¥` gives `-¥1,234`. @default '' */
  currencySymbol?: string;
  /** The currency's fraction digits (ISO 4217 minor units, 0 to 4). @default from `currency`, else 2 */
  minorUnits?: number;
  /** ISO 4217 code, used for the fraction digits when `minorUnits` is not given. */
  currency?: string;
}

const isoDigits = new Map<string, number>();

/** The fraction digits an amount of these options shows. */
export function fractionDigitsOf(options: AmountFormatOptions = {}): number {
  if (options.minorUnits !== undefined) {
    if (!Number.isInteger(options.minorUnits) || options.minorUnits < 0 || options.minorUnits > 4) {
      throw new RangeError(`minorUnits must be 0 to 4, got ${String(options.minorUnits)}`);
    }
    return options.minorUnits;
  }
  if (!options.currency) return 2;
  let digits = isoDigits.get(options.currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency: options.currency,
      }).resolvedOptions().maximumFractionDigits ?? 2;
    isoDigits.set(options.currency, digits);
  }
  return digits;
}

/** A money value as it travels (decimal string), as a whole bigint, or as a JavaScript number. */
export type AmountInput = string | bigint | number;

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

function parseDecimal(value: AmountInput): Decimal {
  if (typeof value === 'bigint') {
    const negative = value < 0n;
    return { negative, whole: (negative ? -value : value).toString(), fraction: '' };
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(value)}`);
    const text = String(value);
    if (!text.includes('e')) return parseDecimal(text);
    // Exponent notation only appears below 1e-6 (rounds to zero) or at 1e21 and above (an integer).
    if (Math.abs(value) < 1) return { negative: false, whole: '0', fraction: '' };
    return parseDecimal(BigInt(value));
  }
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(value)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  return { negative: sign === '-', whole, fraction };
}

/**
 * Rounds to `decimals` places, half away from zero (what `Intl.NumberFormat` does by default),
 * on the digits themselves so a decimal string never passes through floating point.
 */
function roundDigits(
  { whole, fraction }: Decimal,
  decimals: number,
): { whole: string; fraction: string } {
  const kept = fraction.padEnd(decimals, '0').slice(0, decimals);
  let scaled = BigInt(whole + kept);
  const next = fraction.charAt(decimals);
  if (next !== '' && next >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return {
    whole: digits.slice(0, digits.length - decimals),
    fraction: digits.slice(digits.length - decimals),
  };
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function format(value: AmountInput, decimals: number, options: AmountFormatOptions): string {
  const decimal = parseDecimal(value);
  const { whole, fraction } = roundDigits(decimal, decimals);
  const isZero = /^0+$/.test(whole + fraction);
  // "-0.001" rounds to zero; a minus sign in front of 0.00 would only confuse (§9).
  const sign = decimal.negative && !isZero ? '-' : '';
  const digits =
    groupThousands(whole.replace(/^0+(?=\d)/, '')) + (decimals > 0 ? `.${fraction}` : '');
  return `${sign}${options.currencySymbol ?? ''}${digits}`;
}

/**
 * Formats an amount as §9 asks, with the currency's own fraction digits and thousands separators:
 * `1,234,567.50` (two decimals, the default), `¥1,234,568` with `{ minorUnits: 0 }`.
 * Decimal strings are formatted digit by digit, so values beyond `Number` precision stay exact.
 * A bigint is a whole number of units; for minor units use {@link formatMinorAmount}.
 */
export function formatAmount(value: AmountInput, options: AmountFormatOptions = {}): string {
  return format(value, fractionDigitsOf(options), options);
}

/**
 * Formats bigint minor units of the currency as {@link formatAmount} does: `123456n` →
 * `1,234.56` (two digits), `1500n` → `1,500` with `{ minorUnits: 0 }`.
 */
export function formatMinorAmount(minor: bigint, options: AmountFormatOptions = {}): string {
  const decimals = fractionDigitsOf(options);
  if (decimals === 0) return format(minor, 0, options);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const text = `${negative ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return format(text, decimals, options);
}

/** Formats a whole amount for the winner board (§3): thousands separators, no decimals, rounded half away from zero. */
export function formatWholeAmount(value: AmountInput, options: AmountFormatOptions = {}): string {
  return format(value, 0, options);
}
