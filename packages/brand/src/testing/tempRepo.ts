import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real repository root, whose brands/sakura is the starting point of test brands. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A throwaway repository root with a brands/ folder; removed by `cleanup`. */
export function tempRepo() {
  const root = mkdtempSync(join(tmpdir(), 'lobbykit-brand-'));
  writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
  return {
    root,
    /** Copies brands/sakura as brands/<id>, with `edit` applied to its parsed brand.json. */
    addBrand(id: string, edit: (json: Record<string, unknown>) => void = () => {}) {
      const dir = join(root, 'brands', id);
      cpSync(join(repoRoot, 'brands', 'sakura'), dir, { recursive: true });
      const json = JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      json.id = id;
      json.domains = [`${id}.example`];
      edit(json);
      writeFileSync(join(dir, 'brand.json'), `${JSON.stringify(json, null, 2)}\n`);
      return join(dir, 'brand.json');
    },
    /** Writes brand.json text as is (for syntax errors). */
    writeRaw(id: string, text: string) {
      const dir = join(root, 'brands', id);
      cpSync(join(repoRoot, 'brands', 'sakura'), dir, { recursive: true });
      writeFileSync(join(dir, 'brand.json'), text);
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
