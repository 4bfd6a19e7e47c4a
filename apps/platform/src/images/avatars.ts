import type { AvatarId } from '@lobbykit/api-contract';
import { svgFiles } from './svgFiles';

/**
 * The member avatars (issue 14 item 2): the platform's own drawings, 64×64 SVG. Each is a disc of
 * a mid-tone colour (at least 4.5:1 against white and 3:1 against a dark page) with a light figure
 * and a light inner rim, so it reads on light and dark pages alike and takes no brand colour.
 */
function disc(background: string, figure: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<circle cx="32" cy="32" r="32" fill="${background}"/>` +
    '<circle cx="32" cy="32" r="30" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>' +
    `${figure}</svg>`
  );
}

/** A regular star of `points` points around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

const sunRays = Array.from({ length: 8 }, (_, i) => {
  const a = (Math.PI * i) / 4;
  const p = (r: number) =>
    `${(32 + r * Math.cos(a)).toFixed(2)} ${(32 + r * Math.sin(a)).toFixed(2)}`;
  return `M${p(16)}L${p(22)}`;
}).join('');

const drawings: Record<AvatarId, string> = {
  star: disc('#8a4bb8', `<polygon points="${starPoints(32, 34, 20, 8.5)}" fill="#ffe27a"/>`),
  moon: disc(
    '#2a6fc9',
    '<path d="M38 13a20 20 0 1 0 13 32A16 16 0 0 1 38 13z" fill="#fff6d6"/>' +
      '<circle cx="46" cy="20" r="2" fill="#fff"/><circle cx="50" cy="30" r="1.3" fill="#fff"/>',
  ),
  sun: disc(
    '#c2410c',
    `<circle cx="32" cy="32" r="11" fill="#ffe27a"/><path d="${sunRays}" stroke="#ffe27a" stroke-width="4" stroke-linecap="round"/>`,
  ),
  planet: disc(
    '#1e7a8c',
    '<circle cx="32" cy="32" r="12" fill="#fff"/>' +
      '<ellipse cx="32" cy="32" rx="23" ry="7" fill="none" stroke="#ffe27a" stroke-width="3.5" transform="rotate(-20 32 32)"/>',
  ),
  rocket: disc(
    '#c23b55',
    '<path d="M32 10c7 6 10 14 10 24l-3 8H25l-3-8c0-10 3-18 10-24z" fill="#fff"/>' +
      '<circle cx="32" cy="28" r="4.5" fill="#c23b55"/>' +
      '<path d="M22 34l-6 10h8zM42 34l6 10h-8z" fill="#ffe27a"/>' +
      '<path d="M28 44h8l-4 9z" fill="#ffb347"/>',
  ),
  comet: disc(
    '#5b4fd6',
    '<path d="M14 16L40 36l-6 6z" fill="#fff" fill-opacity=".55"/>' +
      '<path d="M20 12L42 32l-4 4z" fill="#fff" fill-opacity=".35"/>' +
      '<circle cx="40" cy="38" r="9" fill="#fff"/>',
  ),
  mountain: disc(
    '#3d7a3a',
    '<circle cx="44" cy="20" r="5" fill="#ffe27a"/>' +
      '<path d="M8 48L26 20l18 28z" fill="#fff"/><path d="M30 48l10-15 14 15z" fill="#d9f2d0"/>' +
      '<path d="M26 20l-6 9 3 2 3-3 3 3 3-2z" fill="#3d7a3a" fill-opacity=".35"/>',
  ),
  wave: disc(
    '#0f7fa3',
    '<path d="M10 30c5-6 10-6 15 0s10 6 15 0 10-6 15 0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>' +
      '<path d="M10 42c5-6 10-6 15 0s10 6 15 0 10-6 15 0" fill="none" stroke="#c9f1ff" stroke-width="4" stroke-linecap="round"/>' +
      '<circle cx="22" cy="20" r="2.5" fill="#fff"/>',
  ),
  leaf: disc(
    '#2e8540',
    '<path d="M16 48C14 28 28 14 50 14c0 22-14 36-34 34z" fill="#fff"/>' +
      '<path d="M16 48L40 24" stroke="#2e8540" stroke-width="2.5" stroke-linecap="round"/>',
  ),
  clover: disc(
    '#1d8062',
    '<circle cx="32" cy="21" r="8" fill="#fff"/><circle cx="43" cy="32" r="8" fill="#fff"/>' +
      '<circle cx="32" cy="43" r="8" fill="#fff"/><circle cx="21" cy="32" r="8" fill="#fff"/>' +
      '<circle cx="32" cy="32" r="3" fill="#ffe27a"/>',
  ),
  diamond: disc(
    '#2f5fb8',
    '<path d="M20 20h24l8 10-20 22-20-22z" fill="#fff"/>' +
      '<path d="M12 30h40M26 20l-2 10 8 22 8-22-2-10" fill="none" stroke="#2f5fb8" stroke-opacity=".45" stroke-width="1.5" stroke-linejoin="round"/>',
  ),
  crown: disc(
    '#b0601a',
    '<path d="M14 24l9 8 9-14 9 14 9-8-4 22H18z" fill="#ffe27a"/>' +
      '<rect x="18" y="46" width="28" height="4" rx="1" fill="#fff"/>' +
      '<circle cx="14" cy="23" r="2.5" fill="#fff"/><circle cx="32" cy="17" r="2.5" fill="#fff"/><circle cx="50" cy="23" r="2.5" fill="#fff"/>',
  ),
};

/** The files, made once: the same bytes and ETag for every request. */
export const avatarFiles = svgFiles(drawings);

/** Where an avatar is served, on any image host. */
export const avatarPath = (id: AvatarId) => `/images/avatars/${id}.svg`;
