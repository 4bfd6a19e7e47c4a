// One flat config for the whole repository. Each package runs `eslint . --max-warnings 0`
// from its own folder; ESLint finds this file by walking up.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Hooks live in .ts files too (useListAddress.ts, the session hooks): the rules follow them.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // User-visible text goes through Lingui in feature UI; ui-kit takes translated text as props.
    files: ['packages/{site,account,forms,game-lobby,member-center,agent-center}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|^data-|^aria-(?!label)|href|to|id|key|type|role|name|src|alt|mode|tone|variant|size|as|rel|target',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URLSearchParams',
            'document.querySelector',
            'new URL',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
);
