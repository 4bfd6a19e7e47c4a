import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph, printable } from './font';

export type Rgb = readonly [number, number, number];

/** HSL (degrees, 0–100, 0–100) to RGB bytes. */
export function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = s / 100;
  const light = l / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    const v =
      t < 1 / 6
        ? p + (q - p) * 6 * t
        : t < 1 / 2
          ? q
          : t < 2 / 3
            ? p + (q - p) * (2 / 3 - t) * 6
            : p;
    return Math.round(v * 255);
  };
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3)];
}

/** Signed distance from a point to a shape, in pixels: negative inside. */
export type Sdf = (x: number, y: number) => number;

export const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

export const ring =
  (cx: number, cy: number, r: number, width: number): Sdf =>
  (x, y) =>
    Math.abs(Math.hypot(x - cx, y - cy) - r) - width / 2;

export const roundedRect =
  (x0: number, y0: number, w: number, h: number, radius: number): Sdf =>
  (x, y) => {
    const cx = x0 + w / 2;
    const cy = y0 + h / 2;
    const qx = Math.abs(x - cx) - w / 2 + radius;
    const qy = Math.abs(y - cy) - h / 2 + radius;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };

/** A regular star (points ≥ 3) of outer radius r and inner radius ri. */
export function star(cx: number, cy: number, r: number, ri: number, points: number): Sdf {
  const corners: [number, number][] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const angle = (Math.PI * i) / points - Math.PI / 2;
    const radius = i % 2 === 0 ? r : ri;
    corners.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(corners);
}

/** Any simple polygon: distance to the nearest edge, negative inside (even-odd rule). */
export function polygon(points: readonly (readonly [number, number])[]): Sdf {
  return (x, y) => {
    let best = Infinity;
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const [ax, ay] = points[i] ?? [0, 0];
      const [bx, by] = points[j] ?? [0, 0];
      const ex = bx - ax;
      const ey = by - ay;
      const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
      best = Math.min(best, Math.hypot(x - ax - ex * t, y - ay - ey * t));
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
    return inside ? -best : best;
  };
}

/**
 * An RGBA raster with anti-aliased shape filling (coverage from the signed distance at each pixel
 * centre) and a dot-matrix text renderer. Enough to draw game and vendor artwork without a native
 * image library.
 */
export class Canvas {
  readonly data: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 4);
  }

  private blend(index: number, color: Rgb, alpha: number): void {
    const d = this.data;
    const da = d[index + 3] ?? 0;
    const outA = alpha + da * (1 - alpha);
    if (outA <= 0) return;
    for (let c = 0; c < 3; c += 1) {
      d[index + c] = ((color[c] ?? 0) * alpha + (d[index + c] ?? 0) * da * (1 - alpha)) / outA;
    }
    d[index + 3] = outA;
  }

  /** Linear gradient over the whole canvas at `angle` degrees. */
  gradient(from: Rgb, to: Rgb, angle: number): void {
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad);
    const dy = Math.sin(rad);
    const span = Math.abs(dx) * this.width + Math.abs(dy) * this.height;
    for (let y = 0; y < this.height; y += 1) {
      for (let x = 0; x < this.width; x += 1) {
        const t = Math.max(
          0,
          Math.min(1, ((x - this.width / 2) * dx + (y - this.height / 2) * dy) / span + 0.5),
        );
        const color: Rgb = [
          from[0] + (to[0] - from[0]) * t,
          from[1] + (to[1] - from[1]) * t,
          from[2] + (to[2] - from[2]) * t,
        ];
        this.blend((y * this.width + x) * 4, color, 1);
      }
    }
  }

  /** Fills a shape; `bounds` (x0, y0, x1, y1) limits the pixels tested. */
  fill(
    sdf: Sdf,
    color: Rgb,
    alpha = 1,
    bounds: readonly [number, number, number, number] = [0, 0, this.width, this.height],
  ): void {
    const x0 = Math.max(0, Math.floor(bounds[0]) - 1);
    const y0 = Math.max(0, Math.floor(bounds[1]) - 1);
    const x1 = Math.min(this.width, Math.ceil(bounds[2]) + 1);
    const y1 = Math.min(this.height, Math.ceil(bounds[3]) + 1);
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const coverage = Math.max(0, Math.min(1, 0.5 - sdf(x + 0.5, y + 0.5)));
        if (coverage > 0) this.blend((y * this.width + x) * 4, color, alpha * coverage);
      }
    }
  }

  /** Width in pixels of `text` at `scale` pixels per font dot. */
  static textWidth(text: string, scale: number): number {
    const n = printable(text).length;
    return n === 0 ? 0 : (n * (GLYPH_WIDTH + 1) - 1) * scale;
  }

  /** Dot-matrix text: every lit dot is a small rounded square, so large text stays smooth. */
  text(text: string, x: number, y: number, scale: number, color: Rgb, alpha = 1): void {
    const radius = scale * 0.35;
    [...printable(text)].forEach((ch, index) => {
      const ox = x + index * (GLYPH_WIDTH + 1) * scale;
      glyph(ch).forEach((row, gy) => {
        row.forEach((lit, gx) => {
          if (!lit) return;
          const px = ox + gx * scale;
          const py = y + gy * scale;
          // Dots overlap by a hair so strokes read as lines, not beads.
          const size = scale * 1.12 + 0.3;
          this.fill(roundedRect(px, py, size, size, radius), color, alpha, [
            px,
            py,
            px + size,
            py + size,
          ]);
        });
      });
    });
  }

  /** Text centred horizontally on `cx`. */
  textCentred(text: string, cx: number, y: number, scale: number, color: Rgb, alpha = 1): void {
    this.text(text, cx - Canvas.textWidth(text, scale) / 2, y, scale, color, alpha);
  }

  static textHeight(scale: number): number {
    return GLYPH_HEIGHT * scale;
  }

  /**
   * Bytes for the PNG encoder. Colour channels are rounded to multiples of `step` (8: 5 bits a
   * channel), which halves the PNG of a gradient with no visible banding at tile sizes.
   */
  toRgba(step = 1): Uint8Array {
    const out = new Uint8Array(this.data.length);
    const quantise = (v: number) => Math.min(255, Math.round(v / step) * step);
    for (let i = 0; i < this.data.length; i += 4) {
      out[i] = quantise(this.data[i] ?? 0);
      out[i + 1] = quantise(this.data[i + 1] ?? 0);
      out[i + 2] = quantise(this.data[i + 2] ?? 0);
      out[i + 3] = Math.round((this.data[i + 3] ?? 0) * 255);
    }
    return out;
  }
}
