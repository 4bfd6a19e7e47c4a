// @vitest-environment node
// Every package's catalogs load into ONE message table (registry.ts), keyed by Lingui's id: a hash
// of the source text and its context. Two catalogs with the same English text and context but
// different translations therefore fight, and whichever loads last wins on every page (sports
// "Draw" once showed the lottery's 抽選回). This check reads every catalog in the repository and
// fails on each id translated differently; the fix is a `context` on one side or one wording.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locales } from '../locale/languages.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface PoEntry {
  context: string;
  id: string;
  translation: string;
  /** 1-based line of the entry's `msgid`. */
  line: number;
}

/** The string of a po keyword line and its continuation lines, unescaped. */
function unquote(text: string): string {
  return JSON.parse(text) as string;
}

/** Entries of a Lingui po file (singular messages; Lingui writes plurals as ICU in one msgid). */
export function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<PoEntry> & { field?: 'context' | 'id' | 'translation' } = {};
  const flush = () => {
    if (current.id) {
      entries.push({
        context: current.context ?? '',
        id: current.id,
        translation: current.translation ?? '',
        line: current.line ?? 0,
      });
    }
    current = {};
  };
  source.split('\n').forEach((raw, index) => {
    const text = raw.trim();
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(text);
    if (keyword) {
      const field = ({ msgctxt: 'context', msgid: 'id', msgstr: 'translation' } as const)[
        keyword[1] as 'msgctxt' | 'msgid' | 'msgstr'
      ];
      // A new msgctxt, or a msgid without one before it, starts the next entry.
      if (field === 'context' || (field === 'id' && current.field !== 'context')) flush();
      current.field = field;
      current[field] = unquote(keyword[2] as string);
      if (field === 'id') current.line = index + 1;
    } else if (text.startsWith('"') && current.field) {
      current[current.field] = (current[current.field] ?? '') + unquote(text);
    } else if (text === '') {
      current.field = undefined;
    }
  });
  flush();
  return entries;
}

/** Lingui's message id (@lingui/message-utils generateMessageId): what the table is keyed by. */
export function linguiId(message: string, context: string): string {
  return createHash('sha256')
    .update(message + '\u001F' + context)
    .digest('base64')
    .slice(0, 6);
}

/** Every `locales/<locale>.po` under packages/<pkg>/src, relative to the repository root. */
function catalogFiles(locale: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === `${locale}.po` && path.basename(dir) === 'locales') found.push(full);
    }
  };
  for (const pkg of readdirSync(path.join(root, 'packages'), { withFileTypes: true })) {
    const src = path.join(root, 'packages', pkg.name, 'src');
    if (pkg.isDirectory() && readdirSync(path.join(root, 'packages', pkg.name)).includes('src'))
      walk(src);
  }
  return found.map((file) => path.relative(root, file)).sort();
}

/** Ids with more than one translation across catalogs, each as "file:line  text" lines. */
export function clashes(files: string[], read: (file: string) => string): string[] {
  const byId = new Map<string, { label: string; places: Map<string, string[]> }>();
  for (const file of files) {
    for (const entry of parsePo(read(file))) {
      const id = linguiId(entry.id, entry.context);
      const label = entry.context ? `"${entry.id}" (context "${entry.context}")` : `"${entry.id}"`;
      const group = byId.get(id) ?? { label, places: new Map<string, string[]>() };
      byId.set(id, group);
      const where = group.places.get(entry.translation) ?? [];
      where.push(`${file}:${entry.line}`);
      group.places.set(entry.translation, where);
    }
  }
  return [...byId]
    .filter(([, group]) => group.places.size > 1)
    .map(([id, group]) =>
      [
        `${id} ${group.label}:`,
        ...[...group.places].map(
          ([text, where]) => `  ${JSON.stringify(text)} in ${where.join(', ')}`,
        ),
      ].join('\n'),
    );
}

describe('the catalogs merged into one message table', () => {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('finds every package catalog', () => {
    const ja = catalogFiles('ja');
    expect(ja).toContain('packages/site/src/locales/ja.po');
    expect(ja).toContain('packages/game-lobby/src/sports/locales/ja.po');
    expect(catalogFiles('en')).toEqual(ja.map((file) => file.replace(/ja\.po$/, 'en.po')));
  });

  it('reads ids, contexts, multi-line texts and lines', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: ja\\n"',
      '',
      '#: a.tsx',
      'msgctxt "sports selection"',
      'msgid "Draw"',
      'msgstr "引き分け"',
      '',
      'msgid ""',
      '"Long "',
      '"text"',
      'msgstr "長い\\"文\\""',
    ].join('\n');
    expect(parsePo(po)).toEqual([
      { context: 'sports selection', id: 'Draw', translation: '引き分け', line: 7 },
      { context: '', id: 'Long text', translation: '長い"文"', line: 10 },
    ]);
    // The id Lingui's macro compiles `msg({ message: 'Draw', context: 'sports selection' })` to.
    expect(linguiId('Draw', '')).not.toBe(linguiId('Draw', 'sports selection'));
  });

  it('fails on one text translated two ways, naming each place', () => {
    const files: Record<string, string> = {
      'a/ja.po': 'msgid "Open"\nmsgstr "開く"\n',
      'b/ja.po': '\nmsgid "Open"\nmsgstr "未決済"\n\nmsgctxt "x"\nmsgid "Open"\nmsgstr "別"\n',
    };
    expect(clashes(Object.keys(files), (file) => files[file] as string)).toEqual([
      `${linguiId('Open', '')} "Open":\n  "開く" in a/ja.po:1\n  "未決済" in b/ja.po:2`,
    ]);
  });

  for (const locale of locales) {
    it(`gives each message id one ${locale} translation in every catalog`, () => {
      const found = clashes(catalogFiles(locale), read);
      // One string, so the report lists each clash once, with file:line of every translation.
      expect(found.join('\n'), `${found.length} ids translated differently`).toBe('');
    });
  }
});
