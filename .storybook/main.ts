import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// The root package cannot depend on workspace packages (turbo folds them into the global hash,
// STACK.md), so the brand package's declared `./vite` entry is loaded by path.
import { brandsVitePlugin } from '../packages/brand/src/vite/index.ts';

const rootDir = join(import.meta.dirname, '..');
// Lingui is not a root dependency either: the member centre's stories compile its messages with
// the member centre's own Lingui (macro and .po loader), as its component tests do.
const fromMemberCentre = createRequire(join(rootDir, 'packages/member-center/package.json'));
const configPath = join(rootDir, 'lingui.config.ts');

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Telemetry adds about 7 s to every build here and has nowhere to go (STACK.md).
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { getConfig } = fromMemberCentre('@lingui/conf') as {
      getConfig: (options: { configPath: string; cwd: string }) => unknown;
    };
    const linguiMacro = fromMemberCentre('@lingui/babel-plugin-lingui-macro') as {
      default?: unknown;
    };
    const { lingui } = (await import(fromMemberCentre.resolve('@lingui/vite-plugin'))) as {
      lingui: (options: { configPath: string; cwd: string }) => Plugin;
    };
    const linguiConfig = getConfig({ configPath, cwd: rootDir });
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      react({ babel: { plugins: [[linguiMacro.default ?? linguiMacro, { linguiConfig }]] } }),
      lingui({ configPath, cwd: rootDir }),
      vanillaExtractPlugin(),
      brandsVitePlugin(),
    ];
    return viteConfig;
  },
};

export default config;
