import { hashString } from '../demo/random';
import { Canvas, circle, hsl, ring, roundedRect, star } from './canvas';
import type { Rgb } from './canvas';
import { printable, wrap } from './font';

/** The image variants of §7.4 for a vendor. */
export const vendorImageKinds = [
  'small-default',
  'small-active',
  'list-white',
  'list-color',
  'list-purple',
  'list-gray',
  'submenu',
  'header-default',
  'header-hover',
] as const;
export type VendorImageKind = (typeof vendorImageKinds)[number];

export interface VendorSubject {
  code: string;
  name: string;
  gameType: string;
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
const purple: Rgb = [139, 92, 246];
const gray: Rgb = [150, 150, 150];

/** A vendor's own hue, stable across every image of it. */
function hueOf(code: string): number {
  return hashString(code) % 360;
}

/** Short mark of a vendor: TCG_LOTTO_VN → "TLV", PGS → "PGS". */
function monogram(code: string): string {
  const parts = code.split('_').filter(Boolean);
  if (parts.length > 1)
    return parts
      .map((p) => p.charAt(0))
      .join('')
      .slice(0, 3);
  return printable(code).slice(0, 3);
}

/** The largest whole-ish dot size at which `text` fits `width`. */
function fitScale(text: string, width: number, max: number): number {
  const per = Canvas.textWidth(text, 1);
  return per === 0 ? max : Math.max(1, Math.min(max, Math.floor((width / per) * 4) / 4));
}

/** A simple motif per category, drawn behind submenu and header images. */
function motif(canvas: Canvas, gameType: string, cx: number, cy: number, r: number): void {
  switch (gameType) {
    case 'RNG':
    case 'HOT':
    case 'PROMO':
      canvas.fill(star(cx, cy, r, r * 0.45, 5), white, 0.18);
      return;
    case 'LIVE':
    case 'PVP':
      canvas.fill(roundedRect(cx - r * 0.7, cy - r, r * 1.4, r * 2, r * 0.2), white, 0.16);
      return;
    case 'FISH':
      canvas.fill(circle(cx, cy, r), white, 0.14);
      canvas.fill(circle(cx + r * 0.3, cy - r * 0.2, r * 0.15), white, 0.3);
      return;
    default:
      canvas.fill(ring(cx, cy, r * 0.8, r * 0.25), white, 0.16);
  }
}

function smallIcon(subject: VendorSubject, active: boolean): Canvas {
  const size = 64;
  const canvas = new Canvas(size, size);
  const hue = hueOf(subject.code);
  const mark = monogram(subject.code);
  const scale = fitScale(mark, 44, 3);
  const y = (size - Canvas.textHeight(scale)) / 2;
  if (active) {
    canvas.fill(roundedRect(2, 2, size - 4, size - 4, 14), hsl(hue, 75, 48));
    canvas.textCentred(mark, size / 2, y, scale, white);
  } else {
    canvas.fill(ring(size / 2, size / 2, size / 2 - 4, 3), hsl(hue, 15, 55));
    canvas.textCentred(mark, size / 2, y, scale, hsl(hue, 15, 45));
  }
  return canvas;
}

/** A logo plate: the vendor's name on a transparent ground, in one colour per variant. */
function listLogo(subject: VendorSubject, color: Rgb): Canvas {
  const width = 240;
  const height = 80;
  const canvas = new Canvas(width, height);
  const lines = wrap(subject.name, 14, 2);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const scale = fitScale(longest, width - 20, 3);
  const lineHeight = Canvas.textHeight(scale) + scale * 2;
  const top = (height - lines.length * lineHeight + scale * 2) / 2;
  lines.forEach((line, i) =>
    canvas.textCentred(line, width / 2, top + i * lineHeight, scale, color),
  );
  return canvas;
}

function card(subject: VendorSubject, width: number, height: number, hover: boolean): Canvas {
  const canvas = new Canvas(width, height);
  const hue = hueOf(subject.code);
  canvas.gradient(hsl(hue, 70, hover ? 55 : 45), hsl(hue + 40, 70, hover ? 32 : 24), 120);
  motif(canvas, subject.gameType, width * 0.78, height * 0.42, height * 0.32);
  const lines = wrap(subject.name, 12, 2);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const scale = fitScale(longest, width * 0.62, 2.5);
  const lineHeight = Canvas.textHeight(scale) + scale * 2;
  const top = height - 12 - lines.length * lineHeight;
  lines.forEach((line, i) => canvas.text(line, 12, top + i * lineHeight, scale, white));
  const tag = printable(subject.gameType);
  canvas.fill(roundedRect(10, 10, Canvas.textWidth(tag, 1.5) + 12, 18, 6), black, 0.35);
  canvas.text(tag, 16, 10 + (18 - Canvas.textHeight(1.5)) / 2, 1.5, white);
  if (hover) {
    // Hover: brighter, with a white frame.
    const frame = roundedRect(2, 2, width - 4, height - 4, 10);
    canvas.fill((x, y) => Math.abs(frame(x, y)) - 1.5, white, 0.9);
  }
  return canvas;
}

/** Draws one §7.4 vendor image. */
export function drawVendorImage(subject: VendorSubject, kind: VendorImageKind): Canvas {
  switch (kind) {
    case 'small-default':
      return smallIcon(subject, false);
    case 'small-active':
      return smallIcon(subject, true);
    case 'list-white':
      return listLogo(subject, white);
    case 'list-color':
      return listLogo(subject, hsl(hueOf(subject.code), 75, 50));
    case 'list-purple':
      return listLogo(subject, purple);
    case 'list-gray':
      return listLogo(subject, gray);
    case 'submenu':
      return card(subject, 320, 180, false);
    case 'header-default':
      return card(subject, 240, 144, false);
    case 'header-hover':
      return card(subject, 240, 144, true);
    default: {
      const never: never = kind;
      throw new Error(`unknown vendor image ${String(never)}`);
    }
  }
}
