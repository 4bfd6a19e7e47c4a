import { describe, expect, it } from 'vitest';
import { catalogueAmountMinor } from '../rules/money';
import { fromMinorUnits, moneyIssue, moneySchema, toMinorUnits } from './wire';

const jpy = { code: 'JPY', minorUnits: 0 };
const eur = { code: 'EUR', minorUnits: 2 };

describe('money on the wire', () => {
  it('writes each currency with its own decimals: "1500" in JPY, "1500.00" in EUR', () => {
    expect(fromMinorUnits(1500n, 0)).toBe('1500');
    expect(fromMinorUnits(150000n, 2)).toBe('1500.00');
    expect(fromMinorUnits(-5n, 2)).toBe('-0.05');
    expect(fromMinorUnits(-1500n, 0)).toBe('-1500');
    expect(fromMinorUnits(1250n, 3)).toBe('1.250');
    expect(fromMinorUnits(0n, 0)).toBe('0');
  });

  it('reads amounts into the currency’s minor units, exactly', () => {
    expect(toMinorUnits('1500', 0)).toBe(1500n);
    expect(toMinorUnits('12.5', 2)).toBe(1250n);
    expect(toMinorUnits('-0.05', 2)).toBe(-5n);
    expect(toMinorUnits('9007199254740993', 0)).toBe(9007199254740993n);
    expect(toMinorUnits('1.25', 3)).toBe(1250n);
  });

  it('refuses more decimals than the currency has: "1500.5" is no yen amount', () => {
    expect(() => toMinorUnits('1500.5', 0)).toThrow(RangeError);
    expect(() => toMinorUnits('1500.00', 0)).toThrow(RangeError);
    expect(() => toMinorUnits('1.005', 2)).toThrow(RangeError);
    expect(() => toMinorUnits('12,50', 2)).toThrow(RangeError);
  });

  it('names the problem in a sentence for a field error', () => {
    expect(moneyIssue('1500', jpy)).toBeNull();
    expect(moneyIssue('1500.5', jpy)).toBe(
      'JPY has no decimals: send a whole number such as "1500"',
    );
    expect(moneyIssue('12.50', eur)).toBeNull();
    expect(moneyIssue('12.505', eur)).toBe('EUR has 2 decimals at most, e.g. "12.50"');
    expect(moneyIssue('abc', jpy)).toMatch(/^not an amount/);
  });

  it('round-trips every amount of every digit count', () => {
    for (const digits of [0, 2, 3]) {
      for (const minor of [0n, 1n, 99n, 100n, 123456789n, -42n]) {
        const text = fromMinorUnits(minor, digits);
        expect(moneySchema.safeParse(text).success).toBe(true);
        expect(toMinorUnits(text, digits)).toBe(minor);
      }
    }
  });

  it('scales catalogue amounts so they read naturally: 1.00 is ¥100 and 0.200 in KWD', () => {
    expect(fromMinorUnits(catalogueAmountMinor(100n, 2), 2)).toBe('1.00');
    expect(fromMinorUnits(catalogueAmountMinor(100n, 0), 0)).toBe('100');
    expect(fromMinorUnits(catalogueAmountMinor(10_000_000n, 0), 0)).toBe('10000000');
    expect(fromMinorUnits(catalogueAmountMinor(20n, 3), 3)).toBe('0.200');
  });
});
