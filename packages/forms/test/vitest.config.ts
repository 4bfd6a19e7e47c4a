import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { getConfig } from '@lingui/conf';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import { preactCacheDir, preactTestAliases } from '@lobbykit/brand/vite';
import { componentTestConfig } from '../../../scripts/vitest-components.mjs';

// The forms in Debian's Chromium (STACK.md): once on React, once on Preact as brand apps run them.
// Everything runs there, the logic too: the messages are Lingui macros, which only the build
// compiles. The plugins are imported here so they resolve from this package.
export default defineConfig(
  componentTestConfig({
    packageDir: join(import.meta.dirname, '..'),
    plugins: {
      react,
      linguiMacro,
      lingui,
      getConfig,
      vanillaExtractPlugin,
      preactTestAliases,
      preactCacheDir,
    },
    name: 'forms',
    include: ['src/**/*.test.{ts,tsx}'],
    logic: null,
    prebundle: ['react-hook-form', '@hookform/resolvers/zod', 'zod'],
  }),
);
