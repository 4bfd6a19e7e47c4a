import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// The root package cannot depend on workspace packages (turbo folds them into the global hash,
// STACK.md), so the brand package's declared `./vite` entry is loaded by path.
import { brandsVitePlugin } from '../packages/brand/src/vite/index.ts';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Telemetry adds about 7 s to every build here and has nowhere to go (STACK.md).
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      vanillaExtractPlugin(),
      brandsVitePlugin(),
    ];
    return viteConfig;
  },
};

export default config;
