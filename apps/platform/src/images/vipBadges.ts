import { svgFiles } from './svgFiles';

/**
 * §2.6 the VIP level image (issue 14 item 8), levels 1-6: the platform's own 64×64 badges, a
 * shield in the level's metal with the level's number, so `memberInfoIcon`'s `url` is a picture
 * any client can show. Each colour keeps 4.5:1 against its white number.
 */
const metals = ['#8a5a2b', '#5f6b78', '#8c6d00', '#3f6f8f', '#6b3fa0', '#1f2933'] as const;

function badge(level: number, metal: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<title>VIP ${level}</title>` +
    `<path d="M32 3l24 9v18c0 15-10 26-24 31C18 56 8 45 8 30V12z" fill="${metal}"/>` +
    '<path d="M32 8l19 7v15c0 12-8 21-19 26-11-5-19-14-19-26V15z" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>' +
    `<text x="32" y="41" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#fff">${level}</text>` +
    '</svg>'
  );
}

export const vipBadgeFiles = svgFiles(
  Object.fromEntries(metals.map((metal, i) => [`vip${i + 1}`, badge(i + 1, metal)])),
);

/** Where a level's badge is served, on any image host. */
export const vipBadgePath = (level: number) => `/images/vip/vip${level}.svg`;
