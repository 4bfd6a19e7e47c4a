import { describe, expect, it } from 'vitest';
import { formatAmount, formatMinorAmount, formatWholeAmount } from './amount.js';

describe('formatAmount (§9: two decimals with thousands separators)', () => {
  it('shows zero as 0.00', () => {
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(0n)).toBe('0.00');
  });

  it('pads one decimal to two and groups thousands: "1234567.5" → 1,234,567.50', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
  });

  it('keeps the sign of small negative amounts: "-0.01" → -0.01', () => {
    expect(formatAmount('-0.01')).toBe('-0.01');
    expect(formatAmount('-1234.5')).toBe('-1,234.50');
  });

  it('formats decimal strings beyond Number precision exactly', () => {
    expect(formatAmount('123456789012345678.99')).toBe('123,456,789,012,345,678.99');
    expect(formatAmount('-9007199254740993.01')).toBe('-9,007,199,254,740,993.01');
  });

  it('rounds extra decimals half away from zero on the digits, without a minus on zero', () => {
    expect(formatAmount('1.005')).toBe('1.01');
    expect(formatAmount('1.004')).toBe('1.00');
    expect(formatAmount('999.995')).toBe('1,000.00');
    expect(formatAmount('-0.005')).toBe('-0.01');
    expect(formatAmount('-0.004')).toBe('0.00');
  });

  it('treats a bigint as whole units and groups it', () => {
    expect(formatAmount(1234567n)).toBe('1,234,567.00');
    expect(formatAmount(-1000n)).toBe('-1,000.00');
  });

  it('formats numbers, including ones written in exponent notation', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(-12)).toBe('-12.00');
    expect(formatAmount(1e-7)).toBe('0.00');
    expect(formatAmount(1e21)).toBe('1,000,000,000,000,000,000,000.00');
  });

  it('puts the currency symbol after the minus sign', () => {
    expect(formatAmount('-1234.5', { currencySymbol: '¥' })).toBe('-¥1,234.50');
    expect(formatAmount('10', { currencySymbol: '$' })).toBe('$10.00');
  });

  it('drops leading zeros and accepts a plus sign and surrounding spaces', () => {
    expect(formatAmount('0001000.10')).toBe('1,000.10');
    expect(formatAmount(' +5 ')).toBe('5.00');
  });

  it('refuses text that is not a decimal number instead of printing nonsense', () => {
    expect(() => formatAmount('1,234.00')).toThrow(RangeError);
    expect(() => formatAmount('abc')).toThrow(RangeError);
    expect(() => formatAmount('')).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatMinorAmount', () => {
  it('formats bigint minor units as two-decimal amounts', () => {
    expect(formatMinorAmount(123456n)).toBe('1,234.56');
    expect(formatMinorAmount(5n)).toBe('0.05');
    expect(formatMinorAmount(-1n)).toBe('-0.01');
    expect(formatMinorAmount(0n)).toBe('0.00');
  });
});

describe('formatWholeAmount (§3: winner board amounts, thousands separators, no decimals)', () => {
  it('groups thousands and shows no decimals', () => {
    expect(formatWholeAmount('1500000')).toBe('1,500,000');
    expect(formatWholeAmount('1500000.00')).toBe('1,500,000');
    expect(formatWholeAmount(0)).toBe('0');
  });

  it('rounds half away from zero', () => {
    expect(formatWholeAmount('1234.5')).toBe('1,235');
    expect(formatWholeAmount('1234.49')).toBe('1,234');
    expect(formatWholeAmount('-1234.5')).toBe('-1,235');
    expect(formatWholeAmount('-0.4')).toBe('0');
  });
});

describe('an amount shows its currency’s own fraction digits (§9 two decimals where the currency has them)', () => {
  it('shows a yen amount without decimals: "1500" → ¥1,500, never ¥1,500.00', () => {
    expect(formatAmount('1500', { currencySymbol: '¥', minorUnits: 0 })).toBe('¥1,500');
    expect(formatAmount('-1234567', { currencySymbol: '¥', minorUnits: 0 })).toBe('-¥1,234,567');
    expect(formatMinorAmount(1500n, { currencySymbol: '¥', minorUnits: 0 })).toBe('¥1,500');
  });

  it('takes the digits from the ISO 4217 code when no minor units are given', () => {
    expect(formatAmount('1500', { currencySymbol: '¥', currency: 'JPY' })).toBe('¥1,500');
    expect(formatAmount('12.5', { currencySymbol: '€', currency: 'EUR' })).toBe('€12.50');
    expect(formatMinorAmount(1250n, { currency: 'KWD' })).toBe('1.250');
  });

  it('keeps the brand’s symbol rather than the one Intl picks for the locale', () => {
    expect(formatAmount('1500', { currencySymbol: '¥', currency: 'JPY' })).not.toContain('JP');
  });

  it('refuses minor units outside 0 to 4', () => {
    expect(() => formatAmount('1', { minorUnits: 5 })).toThrow(RangeError);
    expect(() => formatAmount('1', { minorUnits: -1 })).toThrow(RangeError);
  });
});
