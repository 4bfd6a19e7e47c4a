// Writes openapi.json from the contract, or with --check exits non-zero when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiJson } from '../src/openapi/document';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const fresh = openApiJson();

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (committed !== fresh) {
    console.error(
      'packages/api-contract/openapi.json is stale: run `pnpm --filter @lobbykit/api-contract openapi` and commit it.',
    );
    process.exit(1);
  }
  console.log('openapi.json is up to date.');
} else {
  writeFileSync(target, fresh);
  console.log(`wrote ${target}`);
}
