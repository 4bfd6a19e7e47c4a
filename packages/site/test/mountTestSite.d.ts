import type { BrandConfig } from '@lobbykit/brand';
import type { ThemeMode } from '@lobbykit/theme';
export interface MountTestSiteOptions {
  /** Path (with query and hash) the visitor opens; default `/`. */
  path?: string;
  /** Stored language (`lang`), as a returning visitor has it; default the brand's own default. */
  lang?: 'EN' | 'JA';
  /** Stored theme; default light (§4). */
  theme?: ThemeMode;
  /**
   * Whether the announcement popup (§4, shown by itself over the page) may appear. By default the
   * test starts as if it was closed earlier in the session (USER_POPUP and ANONYMOUS_POPUP set), so
   * tests of other features are not covered by it. @default false
   */
  announcements?: boolean;
  /**
   * Changes to the brand's run-time config for this test (a setting no real brand has yet, such
   * as a social sign-in); the theme and merchant stay the brand's own.
   */
  brandChanges?: (brand: BrandConfig) => BrandConfig;
}
export interface MountedSite {
  brand: BrandConfig;
  container: HTMLElement;
  unmount: () => void;
}
/** Every real brand of the repository, from brands/ (brandsVitePlugin). */
export declare const allBrands: readonly BrandConfig[];
export declare function brandById(id: string): BrandConfig;
/**
 * Opens the real site for a brand as its index.html would (document attributes of §4, stored
 * preferences), on this page's origin: the Vite proxy sends /wps and /lgw to the test platform.
 */
export declare function mountTestSite(
  brandId: string,
  options?: MountTestSiteOptions,
): Promise<MountedSite>;
/** Unmounts the site, forgets stored state and puts the tester's own URL back. */
export declare function unmountTestSite(): void;
