import type { BrandTokens } from '@lobbykit/theme/tokens';
import type { BrandFile } from './brandSchema.js';

/**
 * What a brand site gets at run time (`virtual:lobbykit/brand`): the validated brand file with
 * defaults filled, resolved tokens, and URLs instead of file paths. Browser-safe.
 */
export type BrandConfig = Omit<BrandFile, '$schema' | 'theme' | 'logo' | 'logoDark' | 'favicon'> & {
  /** Every token, the brand's overrides merged over the defaults. */
  tokens: BrandTokens;
  /** URL of the logo in the built site. */
  logoUrl: string;
  /** URL of the dark-mode logo, when the brand has one. */
  logoDarkUrl?: string;
  /** URL of the favicon in the built site. */
  faviconUrl: string;
};

/** Builds the run-time config from a validated brand file. */
export function toBrandConfig(
  brand: BrandFile,
  tokens: BrandTokens,
  urls: { logoUrl: string; logoDarkUrl?: string; faviconUrl: string },
): BrandConfig {
  const {
    $schema: _schema,
    theme: _theme,
    logo: _logo,
    logoDark: _logoDark,
    favicon: _favicon,
    ...rest
  } = brand;
  return { ...rest, tokens, ...urls };
}
