/**
 * How a lottery draw turns its seed into numbers (issue 16 item 1). Pure, no Node imports: the
 * later lottery page runs the same mapping in the browser with WebCrypto's HMAC.
 *
 *   block b bytes = HMAC-SHA256(key = serverSeed, message = `${gameCode}:${drawNumber}:${b}`)
 *
 * for b = 0, 1, 2, ... (the key and the message are the UTF-8 text as written, the seed's 64 hex
 * characters, as in the demo games' fair.ts). Each block gives 8 floats in [0, 1): 4 bytes
 * big-endian ÷ 2^32 (exact in a double). The floats are used in order:
 *
 * - digits (fast lottery, Vietnamese prizes): each digit is floor(float × base), with repeats;
 * - balls without replacement (Keno 20 of 80, lotto 6 of 45): keep the balls not yet drawn in
 *   ascending order; each float picks the one at index floor(float × balls left), which is then
 *   removed. The result lists the balls in the order drawn.
 */

export const floatsPerBlock = 8;

/** The HMAC message of one block of a draw. */
export function drawMessage(gameCode: string, drawNumber: bigint, block: number): string {
  return `${gameCode}:${drawNumber}:${block}`;
}

function floatAt(floats: readonly number[], i: number): number {
  const f = floats[i];
  if (f === undefined || f < 0 || f >= 1) throw new RangeError(`need float ${i} in [0, 1)`);
  return f;
}

/** `count` digits 0 to base − 1, repeats allowed. */
export function digitsFrom(floats: readonly number[], count: number, base: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.floor(floatAt(floats, i) * base));
}

/** `count` different balls of 1 to `balls`, in the order drawn. */
export function ballsFrom(floats: readonly number[], count: number, balls: number): number[] {
  if (count > balls) throw new RangeError('cannot draw more balls than there are');
  const left = Array.from({ length: balls }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const [ball] = left.splice(Math.floor(floatAt(floats, i) * left.length), 1);
    if (ball === undefined) throw new Error('no ball left');
    drawn.push(ball);
  }
  return drawn;
}
