// The vitest config every feature package's component tests share (game-lobby, member-center,
// forms): Debian's Chromium, once on React and once on Preact with the shims brand apps run, the
// Lingui macro and .po imports, vanilla-extract. The Vite plugins are handed in by the package's
// own config file: imported there, each resolves from that package's dependencies (pnpm gives every
// package its own), never from wherever this file sits.
import { join } from 'node:path';
import {
  browserExpect,
  browserTimeouts,
  chromiumBrowser,
  emulateReducedMotion,
} from './vitest-browser.mjs';

// Pre-bundled up front, or Vite discovers them mid-run and reloads the page under the tests.
// ui-kit's own dependencies are named through it: the packages do not depend on them directly.
const prebundled = [
  '@lobbykit/ui-kit > react-aria-components',
  '@lobbykit/ui-kit > @vanilla-extract/recipes/createRuntimeFn',
  '@lobbykit/ui-kit > @vanilla-extract/dynamic',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  '@lingui/core',
  '@lingui/react',
  '@testing-library/react',
];

/** The package's vitest config (pass it to `defineConfig`). */
export function componentTestConfig({
  packageDir,
  plugins,
  name = 'components',
  include = ['src/**/*.test.tsx'],
  logic = ['src/**/*.test.ts'],
  prebundle = [],
}) {
  const rootDir = join(packageDir, '../..');
  const configPath = join(rootDir, 'lingui.config.ts');
  const linguiConfig = plugins.getConfig({ configPath, cwd: rootDir });
  const on = (runtime) => {
    const onPreact = runtime === 'preact';
    return {
      plugins: [
        plugins.react({ babel: { plugins: [[plugins.linguiMacro, { linguiConfig }]] } }),
        plugins.lingui({ configPath, cwd: rootDir }),
        plugins.vanillaExtractPlugin(),
        // Every real brand's run-time config, for tests that render under a brand.
        ...(plugins.brandsVitePlugin ? [plugins.brandsVitePlugin({ rootDir })] : []),
      ],
      optimizeDeps: { include: [...prebundled, ...prebundle] },
      ...(onPreact
        ? // Its own pre-bundled dependencies, named after the shims (the same names resolve
          // to other files here).
          { resolve: { alias: plugins.preactTestAliases }, cacheDir: plugins.preactCacheDir() }
        : {}),
      test: {
        name: onPreact ? `${name}-preact` : name,
        sequence: { groupOrder: onPreact ? 1 : 0 },
        include,
        setupFiles: ['test/setup.ts'],
        expect: browserExpect,
        ...browserTimeouts,
        browser: chromiumBrowser({ emulateReducedMotion }),
      },
    };
  };
  return {
    root: packageDir,
    test: {
      projects: [
        // Pure logic runs in node (no Lingui macro there: only the build compiles them).
        ...(logic ? [{ test: { name: 'logic', include: logic, environment: 'node' } }] : []),
        on('react'),
        on('preact'),
      ],
    },
  };
}
