import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { demoGameKinds } from '@lobbykit/api-contract';
import { describe, expect, it } from 'vitest';
import { demoGameKinds as schemaDemoGameKinds } from '../../src/db/schema/index';
import {
  hashServerSeed,
  newClientSeed,
  newServerSeed,
  outcomeBytes,
  outcomeFloats,
  roundFloats,
} from '../../src/modules/demo-games/fair/fair';
import {
  diceMultiplierText,
  dicePayoutMinor,
  rollDice,
} from '../../src/modules/demo-games/games/dice';
import { demoKindOf } from '../../src/modules/demo-games/games/kind';
import {
  evaluateSlot,
  maxPayLines,
  payLines,
  reelStrips,
  slotPayoutMinor,
  spinSlot,
} from '../../src/modules/demo-games/games/slot';
import type { SlotSymbol } from '../../src/modules/demo-games/games/slot';
import { slotRules } from '../../src/modules/demo-games/pages/render';

/** The browser's copy of the mapping (public/fair.js), loaded as the page loads it. */
interface BrowserFair {
  sha256Hex(text: string): Promise<string>;
  outcomeBytes(serverSeed: string, clientSeed: string, nonce: number): Promise<Uint8Array>;
  outcomeFloats(bytes: Uint8Array): number[];
  slotOutcome(
    floats: number[],
    lines: number,
    rules: typeof slotRules,
  ): ReturnType<typeof spinSlot>;
  diceOutcome(floats: number[], target: number): { rollHundredths: number; win: boolean };
}
const fairJs = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/modules/demo-games/public/fair.js',
);
const browser = (await import(pathToFileURL(fairJs).href)) as BrowserFair;

// A known vector, computed independently with Python's hmac and hashlib:
//   hashlib.sha256(seed.encode()).hexdigest()
//   hmac.new(seed.encode(), b'lobbykit:0', hashlib.sha256).hexdigest()
const seed = 'a'.repeat(64);
const vector = {
  hash: 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
  hmac: 'bfd0853ef42762ed4e04903b3a94fec1b3ea1644ce2efc111a50553b4aff827f',
  firstFloat: 0.749275519978255,
  stops: [23, 30, 9, 7, 22],
  rollHundredths: 7492,
};

describe('provably fair generator (issue 6)', () => {
  it('matches a fixed known vector: SHA-256 of the seed, HMAC-SHA256(seed, "client:nonce"), floats', () => {
    expect(hashServerSeed(seed)).toBe(vector.hash);
    expect(outcomeBytes(seed, 'lobbykit', 0).toString('hex')).toBe(vector.hmac);
    const floats = roundFloats(seed, 'lobbykit', 0);
    expect(floats).toHaveLength(8);
    expect(floats[0]).toBe(vector.firstFloat);
    expect(spinSlot(floats, 25).stops).toEqual(vector.stops);
    expect(rollDice(floats, 50).rollHundredths).toBe(vector.rollHundredths);
  });

  it('makes a 32-byte server seed as 64 hex characters and a random client seed', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('turns every 4 bytes into a number in [0, 1), big-endian', () => {
    expect(outcomeFloats(new Uint8Array([0, 0, 0, 0, 255, 255, 255, 255, 128, 0, 0, 0]))).toEqual([
      0,
      (2 ** 32 - 1) / 2 ** 32,
      0.5,
    ]);
  });

  it('changes the outcome with the client seed and with the nonce', () => {
    const base = outcomeBytes(seed, 'x', 1).toString('hex');
    expect(outcomeBytes(seed, 'y', 1).toString('hex')).not.toBe(base);
    expect(outcomeBytes(seed, 'x', 2).toString('hex')).not.toBe(base);
  });

  it('the browser verify script (public/fair.js) computes exactly what the server computes', async () => {
    expect(await browser.sha256Hex(seed)).toBe(vector.hash);
    for (let i = 0; i < 300; i += 1) {
      const serverSeed = randomBytes(32).toString('hex');
      const clientSeed = i % 3 === 0 ? `player seed ${i}` : randomBytes(8).toString('hex');
      const nonce = i * 7;
      const floats = browser.outcomeFloats(
        await browser.outcomeBytes(serverSeed, clientSeed, nonce),
      );
      expect(floats).toEqual(roundFloats(serverSeed, clientSeed, nonce));
      const lines = 1 + (i % maxPayLines);
      expect(browser.slotOutcome(floats, lines, slotRules)).toEqual(spinSlot(floats, lines));
      const target = 2 + (i % 94);
      expect(browser.diceOutcome(floats, target)).toMatchObject(rollDice(floats, target));
    }
  });
});

/** The stop that puts `symbol` on `row` of reel `reel`. */
function stopFor(reel: number, symbol: SlotSymbol, row: number): number {
  const strip = reelStrips[reel] ?? [];
  const index = strip.indexOf(symbol);
  if (index < 0) throw new Error(`${symbol} is not on reel ${reel}`);
  return (index - row + strip.length) % strip.length;
}

describe('demo slot', () => {
  it('has 5 reels of 32 stops and 25 different pay lines', () => {
    expect(reelStrips.map((r) => r.length)).toEqual([32, 32, 32, 32, 32]);
    expect(new Set(payLines.map((l) => l.join())).size).toBe(25);
  });

  it('a wild stands for the symbol: SEVEN WILD SEVEN on the middle line pays three sevens', () => {
    const stops = [
      stopFor(0, 'SEVEN', 1),
      stopFor(1, 'WILD', 1),
      stopFor(2, 'SEVEN', 1),
      stopFor(3, 'TEN', 1),
      stopFor(4, 'JACK', 1),
    ];
    const outcome = evaluateSlot(stops, 1);
    expect(outcome.grid[1]?.slice(0, 3)).toEqual(['SEVEN', 'WILD', 'SEVEN']);
    expect(outcome.lineWins).toEqual([{ line: 1, symbol: 'SEVEN', count: 3, multiplier: 110 }]);
    expect(slotPayoutMinor(outcome, 10n, 1)).toBe(1_100n);
  });

  it('three bonus symbols anywhere pay 2 × the total bet and award 5 free spins', () => {
    const stops = [
      stopFor(0, 'SCATTER', 0),
      stopFor(1, 'TEN', 1),
      stopFor(2, 'SCATTER', 2),
      stopFor(3, 'ACE', 1),
      stopFor(4, 'SCATTER', 1),
    ];
    const outcome = evaluateSlot(stops, 25);
    expect(outcome.scatterCount).toBe(3);
    expect(outcome.scatterMultiplier).toBe(2);
    expect(outcome.freeSpinsAwarded).toBe(5);
  });

  it('pays only the lines played', () => {
    const stops = [0, 1, 2, 3, 4].map((r) => stopFor(r, 'KING', 0));
    expect(evaluateSlot(stops, 1).lineWins).toEqual([]);
    expect(evaluateSlot(stops, 2).lineWins).toEqual([
      { line: 2, symbol: 'KING', count: 5, multiplier: 220 },
    ]);
  });

  it('returns about 96 % to the player over many fair spins (free spins included)', () => {
    const serverSeed = 'b'.repeat(64);
    let staked = 0n;
    let paid = 0n;
    for (let n = 0; n < 60_000; n += 1) {
      const spin = spinSlot(roundFloats(serverSeed, 'rtp', n), 25);
      staked += 25n;
      paid += slotPayoutMinor(spin, 1n, 25);
      for (let f = 0; f < spin.freeSpinsAwarded; f += 1) {
        paid += slotPayoutMinor(spinSlot(roundFloats(serverSeed, `free${n}`, f), 25), 1n, 25);
      }
    }
    const rtp = Number(paid) / Number(staked);
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(1.02);
  });
});

describe('demo dice (roll under)', () => {
  it('wins when the roll is below the target and pays 99 ÷ target, rounded down', () => {
    const win = rollDice([0.4999], 50);
    expect(win).toEqual({ rollHundredths: 4999, target: 50, win: true });
    expect(dicePayoutMinor(win, 1_000n)).toBe(1_980n);
    const lose = rollDice([0.5], 50);
    expect(lose.win).toBe(false);
    expect(dicePayoutMinor(lose, 1_000n)).toBe(0n);
    expect(dicePayoutMinor(rollDice([0], 3), 100n)).toBe(3_300n);
    expect(dicePayoutMinor(rollDice([0], 7), 100n)).toBe(1_414n);
    expect(diceMultiplierText(50)).toBe('1.9800');
    expect(diceMultiplierText(7)).toBe('14.1428');
  });

  it('refuses targets outside 2 to 95', () => {
    expect(() => rollDice([0.1], 1)).toThrow(RangeError);
    expect(() => rollDice([0.1], 96)).toThrow(RangeError);
  });
});

describe('which demo game a catalogue game launches', () => {
  it('the database allows exactly the contract’s demo games', () => {
    expect([...schemaDemoGameKinds]).toEqual([...demoGameKinds]);
  });

  it('slot for RNG, jackpot and lined games; baccarat for live and card tables; dice for the others', () => {
    expect(demoKindOf({ gameType: 'RNG', classify: null, lineCount: null })).toBe('slot');
    expect(demoKindOf({ gameType: 'FISH', classify: 'JP', lineCount: null })).toBe('slot');
    expect(demoKindOf({ gameType: 'PVP', classify: null, lineCount: 20 })).toBe('slot');
    // Issue 11: a live casino tile opens a table game that looks like its category.
    expect(demoKindOf({ gameType: 'LIVE', classify: null, lineCount: null })).toBe('baccarat');
    expect(demoKindOf({ gameType: 'PVP', classify: null, lineCount: null })).toBe('baccarat');
    expect(demoKindOf({ gameType: 'HOT', classify: 'live', lineCount: null })).toBe('baccarat');
    expect(demoKindOf({ gameType: 'FISH', classify: null, lineCount: null })).toBe('dice');
    expect(demoKindOf({ gameType: 'LOTT', classify: null, lineCount: null })).toBe('dice');
  });
});
