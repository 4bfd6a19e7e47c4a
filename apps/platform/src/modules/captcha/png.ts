import { randomInt } from 'node:crypto';
import { encodePng } from '../../images/png';

/** 5×7 bitmap digits, one string of 7 rows of 5 bits each. */
const glyphs: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** Draws the digits with jitter and noise lines into a 120×40 image and returns PNG bytes. */
export function drawCaptcha(text: string): Buffer {
  const width = 120;
  const height = 40;
  const rgba = new Uint8Array(width * height * 4);
  const set = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    rgba[i] = r;
    rgba[i + 1] = g;
    rgba[i + 2] = b;
    rgba[i + 3] = 255;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) set(x, y, 240, 240 - (y % 7), 235);
  }
  for (let n = 0; n < 150; n += 1) {
    set(
      randomInt(width),
      randomInt(height),
      randomInt(120, 220),
      randomInt(120, 220),
      randomInt(120, 220),
    );
  }
  const scale = 3;
  [...text].forEach((digit, index) => {
    const glyph = glyphs[digit];
    if (!glyph) return;
    const ox = 12 + index * 26 + randomInt(-3, 4);
    const oy = 8 + randomInt(-4, 5);
    const [r, g, b] = [randomInt(0, 90), randomInt(0, 90), randomInt(60, 160)];
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        const shear = Math.round((gy - 3) * (randomInt(-1, 2) * 0.5));
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1)
            set(ox + gx * scale + dx + shear, oy + gy * scale + dy, r, g, b);
        }
      });
    });
  });
  for (let line = 0; line < 3; line += 1) {
    let y = randomInt(height);
    const slope = randomInt(-2, 3) / 10;
    for (let x = 0; x < width; x += 1) {
      set(x, Math.round(y), 90, 90, 140);
      y += slope;
    }
  }
  return encodePng(width, height, rgba);
}
