/**
 * Import checks over every package and app (run by `pnpm lint:cycles`): no cycles, and the import
 * table of ARCHITECTURE.md (scripts/import-rules.js). The table is checked on resolved files, so an
 * import by package name and a relative path into another package are judged alike.
 */
const fs = require('node:fs');
const path = require('node:path');
const { importRules, testImportRules } = require('./scripts/import-rules.js');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every file a package's `exports` names (its public entries), as repository paths. */
function publicEntries() {
  const entries = [];
  const collect = (dir, value) => {
    if (typeof value === 'string') {
      if (/\.(ts|tsx|js)$/.test(value)) entries.push(path.posix.join(dir, value));
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) collect(dir, inner);
    }
  };
  for (const name of fs.readdirSync(path.join(__dirname, 'packages'))) {
    const file = path.join(__dirname, 'packages', name, 'package.json');
    if (fs.existsSync(file))
      collect(`packages/${name}`, JSON.parse(fs.readFileSync(file, 'utf8')).exports);
  }
  return entries;
}

const folders = Object.keys(importRules);
const testFiles = (folder) => `^${escape(folder)}/.*\\.test\\.tsx?$`;
// A package's vitest configs are tooling, not package code: they may run its tests a second time
// as brand apps run (React resolved to Preact, with brand-runtime's shims).
const testConfigs = '^packages/[^/]+/vitest[^/]*\\.config\\.ts$';

function tableRule(name, folder, allowed, fromPath, fromPathNot) {
  const own = folder.match(/^packages\/[^/]+/)?.[0];
  const mayImport = [...allowed.map((pkg) => `packages/${pkg}/`), ...(own ? [`${own}/`] : [])];
  return {
    name,
    severity: 'error',
    comment: `${folder} may import only ${allowed.length ? allowed.map((n) => '@lobbykit/' + n).join(', ') : 'none of our packages'} (ARCHITECTURE.md).`,
    from: { path: fromPath, pathNot: fromPathNot },
    to: {
      path: '^packages/[^/]+/',
      ...(mayImport.length ? { pathNot: mayImport.map((p) => `^${escape(p)}`) } : {}),
    },
  };
}

/** One rule per folder of the table; a folder listed inside another one has its own rule. */
const tableRules = [
  ...Object.entries(importRules).map(([folder, allowed]) =>
    tableRule(`import-table:${folder}`, folder, allowed, `^${escape(folder)}/`, [
      testConfigs,
      ...folders.filter((other) => other.startsWith(`${folder}/`)).map((n) => `^${escape(n)}/`),
      ...(folder in testImportRules ? [testFiles(folder)] : []),
    ]),
  ),
  // What a folder's tests may import on top of its own rules (scripts/import-rules.js).
  ...Object.entries(testImportRules).map(([folder, extra]) =>
    tableRule(
      `import-table:${folder} tests`,
      folder,
      [...(importRules[folder] ?? []), ...extra],
      testFiles(folder),
      [testConfigs],
    ),
  ),
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order fragile and hides a missing boundary.',
      from: {},
      to: { circular: true },
    },
    ...tableRules,
    {
      name: 'public-entries-only',
      severity: 'error',
      comment:
        'Import another package by its name and public entry (index.ts or a subpath its package.json exports), never its internals (STYLE.md).',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: {
        path: '^packages/[^/]+/',
        pathNot: ['^$1/$2/', ...publicEntries().map((entry) => `^${escape(entry)}$`)],
      },
    },
    {
      name: 'no-relative-path-into-another-package',
      severity: 'error',
      comment: 'Another package is reached by its name, so the import table and its exports apply.',
      from: { path: '^(packages|apps|e2e)/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^(packages|apps)/', pathNot: '^$1/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|storybook-static|\\.turbo|\\.data)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
