/**
 * 32 HMAC bytes as 8 numbers in [0, 1): each from 4 bytes, big-endian, divided by 2^32. Exact in
 * a double (32 bits), so the browser and the server get the same numbers. Pure (no Node import):
 * the demo games' rounds and the lottery's draws both use it, and its browser twin is
 * public/fair.js.
 */
export function outcomeFloats(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const word =
      (bytes[i] ?? 0) * 2 ** 24 +
      (bytes[i + 1] ?? 0) * 2 ** 16 +
      (bytes[i + 2] ?? 0) * 2 ** 8 +
      (bytes[i + 3] ?? 0);
    floats.push(word / 2 ** 32);
  }
  return floats;
}
