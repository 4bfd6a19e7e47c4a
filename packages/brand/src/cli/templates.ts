import { checkContrast, contrastRatio, resolveTokens } from '@lobbykit/theme/tokens';
import type { BrandFileInput } from '@lobbykit/brand-runtime';

/** "lucky-star" → "Lucky Star". */
export function titleCase(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** A stable hue per id, so two new brands do not start with the same colour. */
function hueOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** The darkest/lightest lightness of the hue that still meets 4.5:1 against the on-colour. */
function accessibleBrand(hue: number, on: string, direction: 'darker' | 'lighter'): string {
  for (let step = 0; step <= 100; step++) {
    const lightness = direction === 'darker' ? 50 - step / 2 : 60 + step / 3;
    const candidate = `hsl(${hue}, 70%, ${lightness.toFixed(1)}%)`;
    if (contrastRatio(on, candidate) >= 4.6) return candidate;
  }
  return direction === 'darker' ? '#1d4ed8' : '#60a5fa';
}

/** A complete, valid brand file for `brand new`: real values, no placeholders to fill in. */
export function brandTemplate(id: string, name: string): BrandFileInput {
  const hue = hueOf(id);
  const light = accessibleBrand(hue, '#ffffff', 'darker');
  const dark = accessibleBrand(hue, '#0b1220', 'lighter');
  const theme = {
    color: {
      light: { brand: light, onBrand: '#ffffff' },
      dark: { brand: dark, onBrand: '#0b1220' },
    },
  };
  // The template must pass its own checks; fail loudly here rather than in a new brand's build.
  const problems = checkContrast(resolveTokens(theme));
  if (problems.length > 0)
    throw new Error(`template colours fail contrast: ${JSON.stringify(problems)}`);
  const merchant = id.replace(/-/g, '').toUpperCase().slice(0, 28);
  return {
    id,
    name,
    domains: [`${id}.localhost`],
    platform: 'WEB',
    merchantCode: `${merchant}01`,
    lotteryType: 'Lott',
    gameLanguage: 'EN',
    defaultLang: 'EN',
    supportLanguages: ['EN', 'JA'],
    gameListCenter: ['RNG', 'LIVE', 'SPORTS'],
    gameCenter: ['PVP', 'FISH', 'ELOTT'],
    vendorMap: {},
    newGameMap: {},
    gameCategoryName: {},
    prizeModes: { ModeLott: 'LOTT', ModeZy: 'ZY', ModeElott: 'ELOTT', ModeSea: 'SEA' },
    agentType: [1, 2, 41, 42],
    trialType: [4],
    timeZone: 'UTC',
    currency: { code: 'USD', symbol: '$', minorUnits: 2 },
    logo: 'assets/logo.svg',
    favicon: 'assets/favicon.svg',
    licence: {
      number: `${merchant}-${new Date().getFullYear()}`,
      text: {
        EN: `${name} is operated under a gaming licence; the licence number is shown below.`,
        JA: `${name} はゲーミングライセンスに基づいて運営されています。ライセンス番号は下記のとおりです。`,
      },
    },
    copyrightYear: new Date().getFullYear(),
    supportEmail: `support@${id}.localhost`,
    social: {},
    features: {
      dividend: false,
      dailySalary: false,
      hourlySalary: false,
      realtimeSalary: false,
      referral: false,
      freePlay: false,
    },
    rebateLabels: {},
    theme,
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2)
  ).toUpperCase();
}

/** A simple wordmark: a rounded badge with the initials, then the name. */
export function logoSvg(name: string, color: string): string {
  const label = escapeXml(name);
  const width = 64 + name.length * 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-labelledby="title">
  <title id="title">${label}</title>
  <rect x="2" y="4" width="40" height="40" rx="10" fill="${color}"/>
  <text x="22" y="31" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
  <text x="54" y="31" font-family="Arial, sans-serif" font-size="21" font-weight="700" fill="${color}">${label}</text>
</svg>
`;
}

/** The badge alone, for the browser tab. */
export function faviconSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img" aria-labelledby="title">
  <title id="title">${escapeXml(name)}</title>
  <rect width="32" height="32" rx="7" fill="${color}"/>
  <text x="16" y="22" text-anchor="middle" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
</svg>
`;
}

/** apps/<id>/package.json: the thin app (scripts run Vite on the TypeScript sources via tsx). */
export function appPackageJson(id: string): string {
  return `${JSON.stringify(
    {
      name: `@lobbykit/app-${id}`,
      version: '0.0.0',
      private: true,
      description: `Thin brand app for brands/${id}: all of it comes from brand.json and the shared packages.`,
      type: 'module',
      scripts: {
        build: 'NODE_OPTIONS=--import=tsx vite build',
        dev: 'NODE_OPTIONS=--import=tsx vite',
        preview: 'NODE_OPTIONS=--import=tsx vite preview',
      },
      dependencies: { '@lobbykit/brand': 'workspace:*', '@lobbykit/site': 'workspace:*' },
      devDependencies: { tsx: '^4.20.0', vite: '^8.3.4' },
    },
    null,
    2,
  )}\n`;
}

/** apps/<id>/vite.config.ts: one line. */
export const appViteConfig = `import { defineBrandApp } from '@lobbykit/brand/vite';

export default defineBrandApp(import.meta.dirname);
`;
