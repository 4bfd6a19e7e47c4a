#!/usr/bin/env node
// ARCHITECTURE.md's package table and the import table the lint enforces
// (scripts/import-rules.js, checked by dependency-cruiser) must say the same: each package row's
// "may import" column lists exactly the packages its rule allows. Exits 1 naming every difference.
import fs from 'node:fs';
import path from 'node:path';
import { importRules } from './import-rules.js';

const root = path.resolve(import.meta.dirname, '..');
const docPath = 'docs/ARCHITECTURE.md';
const lines = fs.readFileSync(path.join(root, docPath), 'utf8').split('\n');

/** `| package | owns | may import |` rows after the header, by package name. */
const rows = new Map();
lines.forEach((line, index) => {
  const cells = line.split('|').map((cell) => cell.trim());
  if (cells.length !== 5 || !/^[a-z][a-z0-9-]*$/.test(cells[1]) || cells[1] === 'package') return;
  rows.set(cells[1], { mayImport: cells[3], line: index + 1 });
});

const problems = [];
const listed = (text) =>
  text === 'nothing of ours'
    ? []
    : text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .sort();

for (const [folder, allowed] of Object.entries(importRules)) {
  const match = folder.match(/^packages\/([^/]+)$/);
  if (!match) continue;
  const row = rows.get(match[1]);
  if (!row) {
    problems.push(
      `${docPath}: no row for ${match[1]} (scripts/import-rules.js allows ${allowed.join(', ') || 'nothing'})`,
    );
    continue;
  }
  const documented = listed(row.mayImport).join(', ');
  const enforced = [...allowed].sort().join(', ');
  if (documented !== enforced) {
    problems.push(
      `${docPath}:${row.line}: ${match[1]} may import "${documented || 'nothing of ours'}", the lint enforces "${enforced || 'nothing of ours'}"`,
    );
  }
}
for (const [name, row] of rows) {
  if (row.mayImport === 'everything above') continue;
  if (!(`packages/${name}` in importRules)) {
    problems.push(`${docPath}:${row.line}: ${name} has no rule in scripts/import-rules.js`);
  }
}

if (problems.length) {
  console.error(
    `The import table of ${docPath} and the lint's differ:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`${docPath}: the import table matches scripts/import-rules.js (${rows.size} packages)`);
