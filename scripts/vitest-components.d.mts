import type { PluginOption } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** What the package's config imports and hands in, so each resolves from the package itself. */
export interface ComponentTestPlugins {
  // Methods, not function properties: checked loosely against the package's real plugins (the
  // options are only what this builder passes; `never[]` as babel plugins are tuples of any kind).
  react(options: { babel: { plugins: never[] } }): PluginOption;
  linguiMacro: unknown;
  lingui(options: { configPath: string; cwd: string }): PluginOption;
  getConfig(options: { configPath: string; cwd: string }): unknown;
  vanillaExtractPlugin(): PluginOption;
  /** Every real brand's run-time config, for packages whose tests render under a brand. */
  brandsVitePlugin?(options: { rootDir: string }): PluginOption;
  preactTestAliases: NonNullable<ViteUserConfig['resolve']>['alias'];
  preactCacheDir(): string;
}

export interface ComponentTestOptions {
  /** The package folder (the config's root). */
  packageDir: string;
  plugins: ComponentTestPlugins;
  /** The Chromium projects' name (`<name>` and `<name>-preact`). @default 'components' */
  name?: string;
  /** Tests that run in Chromium. @default ['src/**\/*.test.tsx'] */
  include?: string[];
  /** Tests that run in node, or null for none. @default ['src/**\/*.test.ts'] */
  logic?: string[] | null;
  /** More dependencies to pre-bundle than the shared ones. */
  prebundle?: string[];
}

export declare function componentTestConfig(options: ComponentTestOptions): ViteUserConfig;
