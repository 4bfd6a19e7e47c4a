// The import table of ARCHITECTURE.md, enforced by dependency-cruiser (.dependency-cruiser.cjs, in
// `pnpm lint`) and compared with the document by scripts/check-import-table.mjs. A folder not
// listed here may import any of our packages.
export const importRules = {
  'packages/api-contract': [],
  'packages/api-client': ['api-contract'],
  'packages/theme': [],
  // The browser part of a brand (schema, run-time config, routes manifest, Preact shims): no Vite,
  // no Babel, no Node. Its category list is the contract's (the zod-free `rules` entry).
  'packages/brand-runtime': ['theme', 'api-contract'],
  'packages/brand': ['theme', 'brand-runtime'],
  'packages/i18n': [],
  'packages/ui-kit': ['theme'],
  // Session holds the brand config at run time: its types come from the browser part of a brand,
  // never from the build part (issue 12: session must not bring Vite and Babel to its consumers).
  'packages/session': ['api-client', 'api-contract', 'i18n', 'brand-runtime'],
  // Its test helpers build a store of a real brand (test/ only; the other packages' tests and
  // stories log in through its `testing` entry).
  'packages/session/test': ['api-client', 'api-contract', 'i18n', 'brand-runtime', 'brand'],
  // Forms interpret the platform's refusals (session re-exports the client's error type) and bind
  // ui-kit fields; any feature builds its forms with it.
  'packages/forms': ['session', 'ui-kit', 'i18n', 'theme', 'api-contract'],
  // The bindings' browser tests run under Preact with the brand build's aliases (test/ only).
  'packages/forms/test': ['session', 'ui-kit', 'i18n', 'theme', 'api-contract', 'brand'],
  // The account flows validate with the contract's request schemas and the brand's rules.
  'packages/account': ['session', 'forms', 'ui-kit', 'i18n', 'theme', 'api-contract'],
  // The lobby reads the catalogue's shapes and constants (game tile, lanes, categories) from the
  // contract rather than re-declaring them; it still calls the platform only through session's apiAtom.
  'packages/game-lobby': ['session', 'ui-kit', 'i18n', 'theme', 'api-contract'],
  // The lobby's component tests render it under the real brands' run-time configs (test/ only).
  'packages/game-lobby/test': ['session', 'ui-kit', 'i18n', 'theme', 'api-contract', 'brand'],
  'packages/member-center': ['session', 'forms', 'ui-kit', 'i18n', 'theme', 'api-contract'],
  // The member centre's component tests render it under a real brand's run-time config (test/ only).
  'packages/member-center/test': [
    'session',
    'forms',
    'ui-kit',
    'i18n',
    'theme',
    'brand',
    'api-contract',
  ],
  'packages/agent-center': ['session', 'forms', 'ui-kit', 'i18n', 'theme'],
  'apps/platform': ['api-contract', 'brand-runtime', 'theme'],
  // Integration tests drive the real server with the real client (listed after apps/platform so
  // this entry wins for these files); the server code itself never imports the client.
  'apps/platform/test/client': ['api-contract', 'api-client', 'brand-runtime', 'theme'],
};

// What a folder's tests (*.test.ts, *.test.tsx) may import on top of its own rules: build-side
// helpers that load the repository's real brands (devDependencies, never shipped).
export const testImportRules = {
  'packages/session': ['brand'],
  // The error map's tests build the client's real errors (and the lottery slip's, which reads them).
  'packages/forms': ['api-client'],
  'packages/game-lobby': ['api-client'],
};
