import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../src/modules/catalogue/demo/generate';
import { lotteryNamesByKind } from '../../src/modules/catalogue/demo/names';
import {
  isLotteryGame,
  lotteryGames,
  lotteryKindOf,
  playTypeOf,
} from '../../src/modules/lottery/games/catalog';
import { drawResult, hashDrawSeed, verifyDraw } from '../../src/modules/lottery/games/fair';
import { kenoPayTable } from '../../src/modules/lottery/games/keno';
import { lottoPayTable } from '../../src/modules/lottery/games/lotto645';
import {
  closeTimeOf,
  drawNumbersBetween,
  drawTimeOf,
} from '../../src/modules/lottery/games/schedule';
import type { LotteryKind } from '../../src/db/schema/index';

const seed = 'a'.repeat(64);

/** The documented method (games/draw.ts), written again from its comment with WebCrypto. */
async function browserDraw(kind: LotteryKind, key: string, gameCode: string, n: bigint) {
  const hmacKey = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const floats: number[] = [];
  for (let block = 0; floats.length < 20; block += 1) {
    const bytes = new DataView(
      await webcrypto.subtle.sign(
        'HMAC',
        hmacKey,
        new TextEncoder().encode(`${gameCode}:${n}:${block}`),
      ),
    );
    for (let i = 0; i < 32; i += 4) floats.push(bytes.getUint32(i) / 2 ** 32);
  }
  const digits = (count: number, base: number) =>
    floats.slice(0, count).map((f) => Math.floor(f * base));
  const balls = (count: number, of: number) => {
    const left = Array.from({ length: of }, (_, i) => i + 1);
    return floats.slice(0, count).map((f) => left.splice(Math.floor(f * left.length), 1)[0]);
  };
  switch (kind) {
    case 'fast':
      return digits(3, 10);
    case 'vn':
      return digits(18, 100);
    case 'keno':
      return balls(20, 80);
    case 'lotto645':
      return balls(6, 45);
  }
}

/** n choose k, exact. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * Return to player in basis points (1/100 of a percent), rounded down: `weighted` sums each
 * outcome's odds in hundredths over `outcomes` equally likely outcomes.
 */
function rtpBasisPoints(weighted: bigint, outcomes: bigint): number {
  return Number((weighted * 100n) / outcomes);
}

describe('lottery draws are provably fair (issue 16 item 1)', () => {
  it('the same seed, game code and draw number always draw the same numbers', () => {
    expect(drawResult({ kind: 'fast' }, seed, 'TCG_LOTTO-0001', 7n)).toEqual([8, 9, 0]);
    expect(drawResult({ kind: 'lotto645' }, seed, 'TCG_SEA-0002', 7n)).toEqual([
      30, 11, 4, 1, 44, 39,
    ]);
    for (const kind of Object.keys(lotteryGames) as LotteryKind[]) {
      expect(drawResult({ kind }, seed, 'G-1', 1n)).toEqual(drawResult({ kind }, seed, 'G-1', 1n));
      // Another draw number, game code or seed draws something else.
      expect(drawResult({ kind }, seed, 'G-1', 1n)).not.toEqual(
        drawResult({ kind }, seed, 'G-1', 2n),
      );
      expect(drawResult({ kind }, seed, 'G-1', 1n)).not.toEqual(
        drawResult({ kind }, 'b'.repeat(64), 'G-1', 1n),
      );
    }
  });

  it('a browser re-implementation of the documented method (WebCrypto HMAC) draws the same numbers', async () => {
    for (const kind of Object.keys(lotteryGames) as LotteryKind[]) {
      for (let n = 1n; n <= 25n; n += 1n) {
        const s = hashDrawSeed(`seed-${kind}-${n}`);
        expect(await browserDraw(kind, s, 'KNO-0042', n)).toEqual(
          drawResult({ kind }, s, 'KNO-0042', n),
        );
      }
    }
  });

  it('draws have the shape of their game: digits 0–9, two-digit prizes, distinct balls in range', () => {
    for (let n = 1n; n <= 200n; n += 1n) {
      const s = hashDrawSeed(`shape-${n}`);
      const fast = drawResult({ kind: 'fast' }, s, 'F', n);
      expect(fast).toHaveLength(3);
      for (const d of fast) expect(d >= 0 && d <= 9).toBe(true);
      const vn = drawResult({ kind: 'vn' }, s, 'V', n);
      expect(vn).toHaveLength(18);
      for (const d of vn) expect(d >= 0 && d <= 99).toBe(true);
      const keno = drawResult({ kind: 'keno' }, s, 'K', n);
      expect(new Set(keno).size).toBe(20);
      for (const b of keno) expect(b >= 1 && b <= 80).toBe(true);
      const lotto = drawResult({ kind: 'lotto645' }, s, 'L', n);
      expect(new Set(lotto).size).toBe(6);
      for (const b of lotto) expect(b >= 1 && b <= 45).toBe(true);
    }
  });

  it('verifyDraw accepts the true seed and rejects a wrong one', () => {
    const hash = hashDrawSeed(seed);
    const draw = { kind: 'keno' as const, gameCode: 'KNO-0001', drawNumber: 99n };
    const truth = drawResult(draw, seed, draw.gameCode, draw.drawNumber);
    expect(verifyDraw({ ...draw, seed, hash })).toEqual({ hashMatches: true, result: truth });
    expect(verifyDraw({ ...draw, seed, hash: hash.toUpperCase() }).hashMatches).toBe(true);
    const wrong = verifyDraw({ ...draw, seed: 'b'.repeat(64), hash });
    expect(wrong.hashMatches).toBe(false);
    expect(wrong.result).not.toEqual(truth);
  });
});

describe('lottery schedule', () => {
  it('numbers draws from the epoch; bets close before the draw; the horizon lists the coming draws', () => {
    const fast = lotteryGames.fast;
    expect(drawTimeOf(fast, 0n).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(drawTimeOf(fast, 1n).toISOString()).toBe('2026-01-01T00:03:00.000Z');
    expect(closeTimeOf(fast, 1n).toISOString()).toBe('2026-01-01T00:02:50.000Z');
    const from = new Date('2026-01-01T00:04:00Z');
    expect(drawNumbersBetween(fast, from, new Date('2026-01-01T00:13:00Z'))).toEqual([2n, 3n, 4n]);
    // The next draw is listed even beyond the horizon (a lotto draws three times a day).
    expect(drawNumbersBetween(lotteryGames.lotto645, from, new Date(from.getTime() + 1))).toEqual([
      1n,
    ]);
    // Between a draw's close and its draw the next one is listed too: bets go there.
    const vn = lotteryGames.vn;
    const closing = new Date(closeTimeOf(vn, 7n).getTime() + 1);
    expect(drawNumbersBetween(vn, closing, new Date(closing.getTime() + 1))).toEqual([7n, 8n]);
    const justOpen = new Date(closeTimeOf(vn, 7n).getTime() - 1);
    expect(drawNumbersBetween(vn, justOpen, new Date(justOpen.getTime() + 1))).toEqual([7n]);
  });
});

describe('catalogue lottery games map onto the four games', () => {
  it('maps all 74 demo lottery games by vendor and code, and uses every kind', () => {
    const games = generateDemoCatalogue().games.filter((g) =>
      isLotteryGame({ gameType: g.gameType, isGame: g.isGame ?? 'GAME' }),
    );
    expect(games).toHaveLength(74);
    const kinds = new Map<string, number>();
    for (const g of games) {
      const kind = lotteryKindOf(g);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      expect(lotteryKindOf(g)).toBe(kind);
      if (g.vassalage === 'KNO') expect(kind).toBe('keno');
      if (g.vassalage === 'TCG_LOTTO_VN') expect(kind).toBe('vn');
      if (g.vassalage === 'TCG_LOTTO') expect(kind).toBe('fast');
      if (g.vassalage === 'TCG_SEA') expect(['fast', 'lotto645']).toContain(kind);
    }
    expect([...kinds.keys()].sort()).toEqual(['fast', 'keno', 'lotto645', 'vn']);
    // Each name promises the game it plays ("Mega 6/45" is a 6/45 lotto, never three digits);
    // a repeated name carries its number ("Keno 3").
    for (const g of games) {
      const names = lotteryNamesByKind[lotteryKindOf(g)].map(([en]) => en);
      expect(names, `${g.gameCode}: ${g.nameEn}`).toContain(g.nameEn.replace(/ \d+$/, ''));
    }
    // Vendor lobbies have no draws.
    expect(isLotteryGame({ gameType: 'LOTT', isGame: 'VASSALAGE' })).toBe(false);
  });
});

describe('bet validation names the field', () => {
  const errorOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      const e = error as { code: string; extra: { fields: { field: string }[] }; message: string };
      return { code: e.code, field: e.extra.fields[0]?.field, message: e.message };
    }
    throw new Error('no error');
  };
  const parse = (kind: LotteryKind, code: string, selection: unknown) =>
    playTypeOf(lotteryGames[kind], code, 'bets[0].playType').parse(selection, 'bets[0].selection');

  it('refuses an unknown play type, listing the game’s own', () => {
    expect(errorOf(() => playTypeOf(lotteryGames.keno, 'VN_DE', 'bets[2].playType'))).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'bets[2].playType',
      message: 'Choose one of KENO_PICK, KENO_BIG_SMALL, KENO_ODD_EVEN.',
    });
  });

  it('refuses selections out of range, repeated, of the wrong count or shape', () => {
    expect(errorOf(() => parse('fast', 'FAST_POSITION', { position: 4, number: 1 }))).toMatchObject(
      { field: 'bets[0].selection.position', message: 'Pick a whole number from 1 to 3.' },
    );
    expect(
      errorOf(() => parse('fast', 'FAST_POSITION', { position: 1, number: 1.5 })),
    ).toMatchObject({ field: 'bets[0].selection.number' });
    expect(errorOf(() => parse('fast', 'FAST_BIG_SMALL', { side: 'odd' }))).toMatchObject({
      field: 'bets[0].selection.side',
      message: 'Choose one of big, small.',
    });
    expect(errorOf(() => parse('vn', 'VN_DE', { number: 100 }))).toMatchObject({
      field: 'bets[0].selection.number',
    });
    expect(errorOf(() => parse('keno', 'KENO_PICK', { numbers: [] }))).toMatchObject({
      field: 'bets[0].selection.numbers',
      message: 'Pick 1 to 10 numbers.',
    });
    expect(errorOf(() => parse('keno', 'KENO_PICK', { numbers: [1, 1] }))).toMatchObject({
      message: 'Pick each number once.',
    });
    expect(errorOf(() => parse('keno', 'KENO_PICK', { numbers: [81] }))).toMatchObject({
      message: 'Each number must be a whole number from 1 to 80.',
    });
    expect(
      errorOf(() => parse('lotto645', 'LOTTO_PICK6', { numbers: [1, 2, 3, 4, 5] })),
    ).toMatchObject({ message: 'Pick 6 numbers.' });
    expect(errorOf(() => parse('vn', 'VN_LO', 'seven'))).toMatchObject({
      field: 'bets[0].selection',
      message: 'The selection must be an object.',
    });
  });

  it('normalises a valid selection (numbers ascending)', () => {
    expect(parse('keno', 'KENO_PICK', { numbers: [9, 3, 70] })).toEqual({ numbers: [3, 9, 70] });
    expect(parse('fast', 'FAST_ODD_EVEN', { side: 'even', extra: 1 })).toEqual({ side: 'even' });
  });
});

describe('pay tables: payouts and the house edge each game states', () => {
  const pay = (
    kind: LotteryKind,
    code: string,
    selection: Record<string, unknown>,
    result: number[],
    stake = 100n,
  ) => playTypeOf(lotteryGames[kind], code, 'p').payoutMinor(stake, selection, result);

  it('fast lottery: 9.80 × a position, 1.96 × big/small and odd/even; 98 % return each', () => {
    expect(pay('fast', 'FAST_POSITION', { position: 2, number: 7 }, [0, 7, 0])).toBe(980n);
    expect(pay('fast', 'FAST_POSITION', { position: 1, number: 7 }, [0, 7, 0])).toBe(0n);
    expect(pay('fast', 'FAST_BIG_SMALL', { side: 'big' }, [9, 5, 0])).toBe(196n);
    expect(pay('fast', 'FAST_BIG_SMALL', { side: 'big' }, [9, 4, 0])).toBe(0n);
    expect(pay('fast', 'FAST_ODD_EVEN', { side: 'odd' }, [9, 4, 0])).toBe(196n);
    // Rounded down to the minor unit: 1.96 × 3 = 5.88 → 5.
    expect(pay('fast', 'FAST_BIG_SMALL', { side: 'small' }, [0, 0, 0], 3n)).toBe(5n);
    // Every one of the 1,000 outcomes, stake 100: the exact return.
    const selections: [string, Record<string, unknown>][] = [
      ['FAST_POSITION', { position: 3, number: 4 }],
      ['FAST_BIG_SMALL', { side: 'big' }],
      ['FAST_BIG_SMALL', { side: 'small' }],
      ['FAST_ODD_EVEN', { side: 'odd' }],
      ['FAST_ODD_EVEN', { side: 'even' }],
    ];
    for (const [code, selection] of selections) {
      let paid = 0n;
      for (let n = 0; n < 1000; n += 1) {
        paid += pay('fast', code, selection, [
          Math.floor(n / 100),
          Math.floor(n / 10) % 10,
          n % 10,
        ]);
      }
      expect(paid).toBe(98_000n);
    }
  });

  it('Vietnamese lottery: đề 90 ×, lô 5 × per prize showing the number; 90 % return each', () => {
    const prizes = [12, ...Array.from({ length: 17 }, (_, i) => (i % 3 === 0 ? 34 : 50 + i))];
    expect(pay('vn', 'VN_DE', { number: 12 }, prizes)).toBe(9000n);
    expect(pay('vn', 'VN_DE', { number: 34 }, prizes)).toBe(0n);
    expect(pay('vn', 'VN_LO', { number: 34 }, prizes)).toBe(500n * 6n);
    expect(pay('vn', 'VN_LO', { number: 99 }, prizes)).toBe(0n);
    // Đề: 1/100 × 90 = 0.90. Lô: 18 prizes × 1/100 × 5 = 0.90 (linearity of expectation).
    expect(rtpBasisPoints(9000n, 100n)).toBe(9000);
    expect(rtpBasisPoints(18n * 500n, 100n)).toBe(9000);
  });

  it('Keno pick: the table pays by spots and hits, every spot count returns 90–95 %', () => {
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(pay('keno', 'KENO_PICK', { numbers: [5] }, drawn)).toBe(370n);
    expect(pay('keno', 'KENO_PICK', { numbers: [5, 6, 70] }, drawn)).toBe(200n);
    expect(
      pay('keno', 'KENO_PICK', { numbers: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30] }, drawn),
    ).toBe(200n);
    const returns: number[] = [];
    for (let spots = 1; spots <= 10; spots += 1) {
      let weighted = 0n;
      for (let hits = 0; hits <= spots; hits += 1) {
        const ways = choose(20, hits) * choose(60, spots - hits);
        weighted += ways * BigInt(kenoPayTable[spots]?.[hits] ?? 0);
      }
      returns.push(rtpBasisPoints(weighted, choose(80, spots)));
    }
    // As the comment in games/keno.ts states (basis points, rounded down).
    expect(returns).toEqual([9250, 9208, 9157, 9262, 9225, 9330, 9449, 9209, 9274, 9346]);
  });

  it('Keno big/small and odd/even on the sum; 810 loses both sides', () => {
    const middle = [...Array.from({ length: 19 }, (_, i) => i + 1), 620];
    expect(middle.reduce((a, b) => a + b)).toBe(810);
    expect(pay('keno', 'KENO_BIG_SMALL', { side: 'big' }, middle)).toBe(0n);
    expect(pay('keno', 'KENO_BIG_SMALL', { side: 'small' }, middle)).toBe(0n);
    const high = Array.from({ length: 20 }, (_, i) => 80 - i);
    expect(pay('keno', 'KENO_BIG_SMALL', { side: 'big' }, high)).toBe(196n);
    expect(pay('keno', 'KENO_ODD_EVEN', { side: 'odd' }, high)).toBe(0n);
    expect(pay('keno', 'KENO_ODD_EVEN', { side: 'even' }, high)).toBe(196n);
  });

  it('6/45 lotto: pays 3 to 6 matches, 75 % return', () => {
    const drawn = [1, 2, 3, 4, 5, 6];
    expect(pay('lotto645', 'LOTTO_PICK6', { numbers: [1, 2, 3, 40, 41, 42] }, drawn)).toBe(1000n);
    expect(pay('lotto645', 'LOTTO_PICK6', { numbers: [1, 2, 40, 41, 42, 43] }, drawn)).toBe(0n);
    expect(pay('lotto645', 'LOTTO_PICK6', { numbers: drawn }, drawn)).toBe(200_000_000n);
    let weighted = 0n;
    for (let m = 0; m <= 6; m += 1) {
      weighted += choose(6, m) * choose(39, 6 - m) * BigInt(lottoPayTable[m] ?? 0);
    }
    expect(rtpBasisPoints(weighted, choose(45, 6))).toBe(7500);
  });
});
