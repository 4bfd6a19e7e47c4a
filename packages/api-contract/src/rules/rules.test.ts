import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import * as rules from './index';

const dir = import.meta.dirname;
const sources = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));

describe('@lobbykit/api-contract/rules', () => {
  it('imports neither zod nor the schema modules, so it stays off the first page', () => {
    for (const { file, text } of sources) {
      const specifiers = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
      for (const specifier of specifiers)
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[\w]+$/);
    }
  });

  it('exports the same values as the main entry', () => {
    for (const [name, value] of Object.entries(rules))
      expect(contract[name as keyof typeof contract], name).toBe(value);
  });
});
