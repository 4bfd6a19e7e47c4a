// The import table of ARCHITECTURE.md, read by ESLint (no-restricted-imports) and by
// dependency-cruiser. A folder not listed here may import any of our packages.
export const importRules = {
  'packages/api-contract': [],
  'packages/api-client': ['api-contract'],
  'packages/theme': [],
  'packages/brand': ['theme'],
  'packages/i18n': [],
  'packages/ui-kit': ['theme'],
  // Session holds the brand config at run time; it reads only the brand package's browser-safe types.
  'packages/session': ['api-client', 'api-contract', 'i18n', 'brand'],
  // The lobby reads the catalogue's shapes and constants (game tile, lanes, categories) from the
  // contract rather than re-declaring them; it still calls the platform only through session's apiAtom.
  'packages/game-lobby': ['session', 'ui-kit', 'i18n', 'theme', 'api-contract'],
  'packages/member-center': ['session', 'ui-kit', 'i18n', 'theme'],
  'packages/agent-center': ['session', 'ui-kit', 'i18n', 'theme'],
  'apps/platform': ['api-contract', 'brand', 'theme'],
  // Integration tests drive the real server with the real client (listed after apps/platform so
  // this entry wins for these files); the server code itself never imports the client.
  'apps/platform/test/client': ['api-contract', 'api-client', 'brand', 'theme'],
};
