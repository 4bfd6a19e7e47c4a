/** A colour in sRGB, channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Thrown by `parseColor` for text that is not a colour this checker understands. */
export class ColorParseError extends Error {
  constructor(readonly input: string) {
    super(
      `"${input}" is not a colour: expected #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla()`,
    );
    this.name = 'ColorParseError';
  }
}

const number = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const channel = String.raw`(${number})(%?)`;
const alpha = String.raw`(?:\s*[,/]\s*(${number})(%?))?`;
const rgbPattern = new RegExp(
  String.raw`^rgba?\(\s*${channel}\s*[,\s]\s*${channel}\s*[,\s]\s*${channel}${alpha}\s*\)$`,
  'i',
);
const hslPattern = new RegExp(
  String.raw`^hsla?\(\s*(${number})(deg|turn|rad)?\s*[,\s]\s*(${number})%\s*[,\s]\s*(${number})%${alpha}\s*\)$`,
  'i',
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function alphaValue(value: string | undefined, percent: string | undefined): number {
  if (value === undefined) return 1;
  const parsed = Number(value);
  return clamp(percent ? parsed / 100 : parsed, 0, 1);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  // CSS Color 4 §7.1 reference algorithm.
  const h = (((hue % 360) + 360) % 360) / 30;
  const s = clamp(saturation, 0, 100) / 100;
  const l = clamp(lightness, 0, 100) / 100;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h) % 12;
    return (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [f(0), f(8), f(4)];
}

/** Parses hex, rgb()/rgba() and hsl()/hsla() colours; throws `ColorParseError` for anything else. */
export function parseColor(input: string): Rgba {
  const text = input.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const rgb = rgbPattern.exec(text);
  if (rgb) {
    const value = (i: number) => {
      const raw = Number(rgb[i]);
      return clamp(rgb[i + 1] ? (raw * 255) / 100 : raw, 0, 255);
    };
    return { r: value(1), g: value(3), b: value(5), a: alphaValue(rgb[7], rgb[8]) };
  }
  const hsl = hslPattern.exec(text);
  if (hsl) {
    const unit = hsl[2]?.toLowerCase();
    const rawHue = Number(hsl[1]);
    const hue = unit === 'turn' ? rawHue * 360 : unit === 'rad' ? (rawHue * 180) / Math.PI : rawHue;
    const [r, g, b] = hslToRgb(hue, Number(hsl[3]), Number(hsl[4]));
    return { r, g, b, a: alphaValue(hsl[5], hsl[6]) };
  }
  throw new ColorParseError(input);
}

/** True when `parseColor` accepts the text. */
export function isColor(input: string): boolean {
  try {
    parseColor(input);
    return true;
  } catch {
    return false;
  }
}

/** Paints a translucent colour over an opaque backdrop (source-over), giving an opaque colour. */
export function composite(top: Rgba, backdrop: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, backdrop.r), g: mix(top.g, backdrop.g), b: mix(top.b, backdrop.b), a: 1 };
}

/** WCAG 2.2 relative luminance of an opaque colour (the 0.04045 sRGB threshold). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel8: number) => {
    const c = channel8 / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * WCAG 2.2 contrast ratio (1–21) of a foreground on a background. A translucent background is
 * first painted over `backdrop` (white unless given), then a translucent foreground over that.
 */
export function contrastRatio(
  foreground: string | Rgba,
  background: string | Rgba,
  backdrop: Rgba = white,
): number {
  const bgRaw = typeof background === 'string' ? parseColor(background) : background;
  const fgRaw = typeof foreground === 'string' ? parseColor(foreground) : foreground;
  const bg = bgRaw.a < 1 ? composite(bgRaw, composite(backdrop, white)) : bgRaw;
  const fg = fgRaw.a < 1 ? composite(fgRaw, bg) : fgRaw;
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(bg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}
