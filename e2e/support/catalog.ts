// Issue 11: English text on a Japanese page. Every package's EN catalog is read; a string that has
// a different Japanese translation must not be seen on a page shown in Japanese. Placeholders
// split a message into the fragments a page can show literally ("© {year} {name}. All rights
// reserved." is looked for as ". All rights reserved.").
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './brands';

/** msgid → msgstr of one .po file (single-line entries, as Lingui writes them here). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    const id = JSON.parse(`"${match[1] ?? ''}"`) as string;
    const str = JSON.parse(`"${match[2] ?? ''}"`) as string;
    if (id) entries.set(id, str);
  }
  return entries;
}

/** Fragments this short ("OK", "Back", a brand name) are not evidence of a missed translation. */
const MIN_FRAGMENT = 10;

/** The English fragments whose Japanese translation differs, from every package's catalogs. */
export function englishOnlyFragments(): string[] {
  const packagesDir = path.join(repoRoot, 'packages');
  const fragments = new Set<string>();
  // A package's catalogs, and those of its page folders (src/<folder>/locales, lingui.config.ts).
  const dirs = readdirSync(packagesDir).flatMap((name) => {
    const src = path.join(packagesDir, name, 'src');
    if (!existsSync(src)) return [];
    const folders = readdirSync(src, { withFileTypes: true }).filter((e) => e.isDirectory());
    return [
      path.join(src, 'locales'),
      ...folders.map((folder) => path.join(src, folder.name, 'locales')),
    ];
  });
  for (const dir of dirs) {
    if (!existsSync(path.join(dir, 'en.po')) || !existsSync(path.join(dir, 'ja.po'))) continue;
    const en = readPo(path.join(dir, 'en.po'));
    const ja = readPo(path.join(dir, 'ja.po'));
    for (const [id, enText] of en) {
      const jaText = ja.get(id) ?? '';
      for (const fragment of (enText || id).split(/\{[^}]*\}|<\/?\d+>/)) {
        const trimmed = fragment.trim();
        // A fragment a real Japanese translation keeps (a product name) is not English-only; a
        // "translation" identical to the English is a missed one.
        const kept = jaText !== enText && jaText.includes(trimmed);
        if (trimmed.length >= MIN_FRAGMENT && /[a-z]{3}/i.test(trimmed) && !kept)
          fragments.add(trimmed);
      }
    }
  }
  return [...fragments];
}

/** The catalog's English fragments visible on the page (its text and its accessible labels). */
export async function englishOnPage(page: Page, fragments: string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .map((el) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
      )
      .flat();
    return [document.body.innerText, ...labels].join('\n');
  });
  const normalised = text.replace(/\s+/g, ' ');
  return fragments.filter((fragment) => normalised.includes(fragment.replace(/\s+/g, ' ')));
}
