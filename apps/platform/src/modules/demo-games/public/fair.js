// Provably fair mapping, for the player's own browser (the verify page). It repeats the server's
// fair/fair.ts, games/slot.ts and games/dice.ts from the published rules; a platform test runs this
// file in Node against the server code so the two can never drift apart.
//
//   bytes  = HMAC-SHA256(key = server seed text, message = `${clientSeed}:${nonce}`)
//   floats = each 4 bytes, big-endian, divided by 2^32 (8 floats in [0, 1))

const encoder = new TextEncoder();

/** @param {Uint8Array} bytes */
export function toHex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** @param {string} text */
export async function sha256Hex(text) {
  return toHex(
    new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text))),
  );
}

/**
 * @param {string} serverSeed
 * @param {string} clientSeed
 * @param {number} nonce
 */
export async function outcomeBytes(serverSeed, clientSeed, nonce) {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign(
    'HMAC',
    key,
    encoder.encode(`${clientSeed}:${nonce}`),
  );
  return new Uint8Array(signature);
}

/** @param {Uint8Array} bytes */
export function outcomeFloats(bytes) {
  const floats = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const word = bytes[i] * 2 ** 24 + bytes[i + 1] * 2 ** 16 + bytes[i + 2] * 2 ** 8 + bytes[i + 3];
    floats.push(word / 2 ** 32);
  }
  return floats;
}

/**
 * The slot's grid and wins from the floats (rules: reelStrips, payLines, linePays, scatterPays,
 * freeSpinAwards as the page publishes them).
 * @param {number[]} floats
 * @param {number} lines
 * @param {{ reelStrips: string[][], payLines: number[][], linePays: Record<string, number[]>, scatterPays: number[], freeSpinAwards: number[] }} rules
 */
export function slotOutcome(floats, lines, rules) {
  const stops = rules.reelStrips.map((reel, r) => Math.floor(floats[r] * reel.length));
  const grid = [0, 1, 2].map((row) =>
    rules.reelStrips.map((reel, r) => reel[(stops[r] + row) % reel.length]),
  );
  const payOf = (symbol, count) => (count >= 3 ? rules.linePays[symbol][count - 3] : 0);
  const lineWins = [];
  rules.payLines.slice(0, lines).forEach((rows, index) => {
    const symbols = rows.map((row, reel) => grid[row][reel]);
    let wildRun = 0;
    while (wildRun < symbols.length && symbols[wildRun] === 'WILD') wildRun += 1;
    let best = null;
    const wildPay = payOf('WILD', wildRun);
    if (wildPay > 0) best = { symbol: 'WILD', count: wildRun, multiplier: wildPay };
    const target = symbols[wildRun];
    if (target !== undefined && target !== 'SCATTER' && target !== 'WILD') {
      let count = wildRun;
      while (count < symbols.length && (symbols[count] === target || symbols[count] === 'WILD')) {
        count += 1;
      }
      const pay = payOf(target, count);
      if (pay > (best ? best.multiplier : 0)) best = { symbol: target, count, multiplier: pay };
    }
    if (best) lineWins.push({ line: index + 1, ...best });
  });
  const scatterCount = grid.flat().filter((s) => s === 'SCATTER').length;
  const tier = Math.min(scatterCount, 5) - 3;
  return {
    stops,
    grid,
    lineWins,
    scatterCount,
    scatterMultiplier: tier >= 0 ? rules.scatterPays[tier] : 0,
    freeSpinsAwarded: tier >= 0 ? rules.freeSpinAwards[tier] : 0,
  };
}

/**
 * Dice "roll under": the roll in hundredths (0 to 9999) from the first float.
 * @param {number[]} floats
 * @param {number} target
 */
export function diceOutcome(floats, target) {
  const rollHundredths = Math.floor(floats[0] * 10000);
  return { rollHundredths, target, win: rollHundredths < target * 100 };
}

/** @param {number} hundredths */
export function rollText(hundredths) {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * Baccarat (games/baccarat.ts): card n from float n as one of 52 (rank i mod 13 + 1, suit
 * floor(i / 13) of S, H, D, C), dealt Player, Banker, Player, Banker, then the third cards by the
 * standard tableau.
 * @param {number[]} floats
 */
export function baccaratOutcome(floats) {
  let next = 0;
  const draw = () => {
    const index = Math.floor(floats[next++] * 52);
    return { rank: (index % 13) + 1, suit: ['S', 'H', 'D', 'C'][Math.floor(index / 13)] };
  };
  const value = (card) => (card.rank >= 10 ? 0 : card.rank);
  const point = (cards) => cards.reduce((sum, card) => sum + value(card), 0) % 10;
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = point(player) >= 8 || point(banker) >= 8;
  if (!natural) {
    let third = null;
    if (point(player) <= 5) {
      third = draw();
      player.push(third);
    }
    const b = point(banker);
    const t = third === null ? null : value(third);
    const bankerDraws =
      t === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && t !== 8) ||
          (b === 4 && t >= 2 && t <= 7) ||
          (b === 5 && t >= 4 && t <= 7) ||
          (b === 6 && (t === 6 || t === 7));
    if (bankerDraws) banker.push(draw());
  }
  const playerPoint = point(player);
  const bankerPoint = point(banker);
  const winner =
    playerPoint > bankerPoint ? 'PLAYER' : bankerPoint > playerPoint ? 'BANKER' : 'TIE';
  return { player, banker, playerPoint, bankerPoint, winner, natural };
}

/** A card for people: "A♠", "10♥", "K♦". */
export function cardText(card) {
  const rank = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' }[card.rank] ?? String(card.rank);
  return `${rank}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[card.suit]}`;
}
