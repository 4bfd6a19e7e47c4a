import { hashString, picker } from '../demo/random';
import type { Picker } from '../demo/random';
import { Canvas, circle, hsl, ring, roundedRect, star } from './canvas';
import type { Rgb } from './canvas';
import { printable, wrap } from './font';

export interface TileSubject {
  nodeId: string;
  name: string;
  vendor: string;
  jackpot: boolean;
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
const gold: Rgb = [250, 204, 21];

/** One of five background patterns, chosen by the game's hash. */
function pattern(canvas: Canvas, r: Picker, size: number, hue: number): void {
  const kind = r.int(0, 4);
  switch (kind) {
    case 0: {
      const cx = r.next() * size;
      const cy = r.next() * size;
      // Concentric rings in one pass: distance to the nearest ring of the series.
      const step = size * 0.14;
      const width = size * 0.035;
      canvas.fill(
        (x, y) => {
          const d = Math.hypot(x - cx, y - cy) - size * 0.12;
          if (d < -width) return -d - width / 2;
          const t = ((d % step) + step) % step;
          return Math.min(t, step - t) - width / 2;
        },
        white,
        0.12,
      );
      return;
    }
    case 1: {
      for (let i = 0; i < 14; i += 1) {
        const cx = r.next() * size;
        const cy = r.next() * size;
        const radius = size * (0.04 + r.next() * 0.14);
        canvas.fill(
          circle(cx, cy, radius),
          hsl(hue + r.int(-40, 40), 90, 75),
          0.08 + r.next() * 0.14,
          [cx - radius, cy - radius, cx + radius, cy + radius],
        );
      }
      return;
    }
    case 2: {
      const period = size * (0.1 + r.next() * 0.1);
      const angle = r.next() * Math.PI;
      const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
      canvas.fill(
        (x, y) => {
          const t = (((x * dx + y * dy) % period) + period) % period;
          return Math.abs(t - period / 2) - period / 5;
        },
        white,
        0.1,
      );
      return;
    }
    case 3: {
      const rays = r.int(8, 16);
      const cx = size / 2;
      const cy = size * 0.4;
      canvas.fill(
        (x, y) => {
          const a = Math.atan2(y - cy, x - cx) * (rays / Math.PI);
          const f = Math.abs((((a % 2) + 2) % 2) - 1) - 0.5;
          return f * Math.hypot(x - cx, y - cy) * (Math.PI / rays);
        },
        white,
        0.12,
      );
      return;
    }
    default: {
      for (let i = 0; i < 6; i += 1) {
        const cx = r.next() * size;
        const cy = r.next() * size;
        const radius = size * (0.05 + r.next() * 0.08);
        canvas.fill(star(cx, cy, radius, radius * 0.45, 5), gold, 0.25, [
          cx - radius,
          cy - radius,
          cx + radius,
          cy + radius,
        ]);
      }
    }
  }
}

/** Initials of the first two words ("Golden Koi Megaways" → "GK"). */
function initials(name: string): string {
  const words = printable(name)
    .split(' ')
    .filter((w) => /[A-Z0-9]/.test(w));
  const letters = words.slice(0, 2).map((w) => w.replace(/[^A-Z0-9]/g, '').charAt(0));
  return letters.join('') || '?';
}

/**
 * A game's tile: colours and pattern from a hash of its nodeId (so every game differs and the same
 * game always looks the same), an emblem with its initials, its name and vendor, a JP badge for
 * jackpot games. Square, `size` pixels.
 */
export function drawGameTile(subject: TileSubject, size: number): Canvas {
  const u = size / 200;
  const r = picker(hashString(subject.nodeId));
  const hue = r.int(0, 359);
  const canvas = new Canvas(size, size);
  canvas.gradient(hsl(hue, 70, 48), hsl(hue + r.int(30, 90), 75, 22), r.int(0, 359));
  pattern(canvas, r, size, hue);

  const cx = size / 2;
  const cy = size * 0.38;
  const radius = size * 0.23;
  const box = [cx - radius, cy - radius, cx + radius, cy + radius + 3 * u] as const;
  canvas.fill(circle(cx, cy + 3 * u, radius), black, 0.3, box);
  canvas.fill(circle(cx, cy, radius), hsl(hue + 180, 75, 58), 1, box);
  canvas.fill(ring(cx, cy, radius - 5 * u, 3 * u), white, 0.85, box);
  const mark = initials(subject.name);
  const scale = (mark.length > 1 ? 5.6 : 7) * u;
  canvas.textCentred(mark, cx, cy - Canvas.textHeight(scale) / 2, scale, white);

  // The name band: two lines of up to 15 characters at 200 px.
  const bandTop = size * 0.7;
  canvas.fill(roundedRect(0, bandTop, size, size - bandTop, 0), black, 0.5, [
    0,
    bandTop,
    size,
    size,
  ]);
  const textScale = 2 * u;
  const lines = wrap(subject.name, 15, 2);
  const lineHeight = Canvas.textHeight(textScale) + 5 * u;
  const top = bandTop + (size - bandTop - lines.length * lineHeight + 5 * u) / 2;
  lines.forEach((line, i) => canvas.textCentred(line, cx, top + i * lineHeight, textScale, white));

  // The vendor in a corner badge; JP in the other for jackpot games (§2.4 jackpot row).
  const badgeScale = 1.4 * u;
  const vendor = printable(subject.vendor.replace(/_/g, ' ')).slice(0, 10);
  const badgeWidth = Canvas.textWidth(vendor, badgeScale) + 10 * u;
  canvas.fill(roundedRect(6 * u, 6 * u, badgeWidth, 16 * u, 5 * u), black, 0.45);
  canvas.text(
    vendor,
    11 * u,
    6 * u + (16 * u - Canvas.textHeight(badgeScale)) / 2,
    badgeScale,
    white,
  );
  if (subject.jackpot) {
    const jpScale = 1.6 * u;
    const jpWidth = Canvas.textWidth('JP', jpScale) + 12 * u;
    canvas.fill(roundedRect(size - 6 * u - jpWidth, 6 * u, jpWidth, 18 * u, 6 * u), gold);
    canvas.text(
      'JP',
      size - jpWidth,
      6 * u + (18 * u - Canvas.textHeight(jpScale)) / 2,
      jpScale,
      [60, 30, 0],
    );
  }
  return canvas;
}
