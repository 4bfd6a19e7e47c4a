#!/usr/bin/env node
// The brand CLI: `pnpm brand new <id>`, `pnpm brand validate [<id>|<path>]...`, `pnpm brand list`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  brandIdPattern,
  findRepoRoot,
  formatProblem,
  listBrandIds,
  loadAllBrands,
  loadBrand,
} from '../node/loadBrand.js';
import type { BrandProblem, LoadedBrand } from '../node/loadBrand.js';
import {
  appPackageJson,
  appViteConfig,
  brandTemplate,
  faviconSvg,
  logoSvg,
  titleCase,
} from './templates.js';

const usage = `Usage: pnpm brand <command>

  new <id> [--name "Display Name"] [--no-install]
      Create brands/<id>/ (brand.json, assets/logo.svg, assets/favicon.svg) and apps/<id>/,
      then run pnpm install --prefer-offline so the app can build.
  validate [<id> | <path to brand.json>]...
      Check brands (all when none given); prints every problem and exits 1 if any.
  list
      Show every brand: id, name, domains and languages.

Options: --root <dir>  repository root (default: the folder holding pnpm-workspace.yaml)`;

class UsageError extends Error {}

function printProblems(problems: BrandProblem[]): void {
  for (const problem of problems) console.error(formatProblem(problem));
}

function newBrand(
  rootDir: string,
  id: string | undefined,
  name: string | undefined,
  install: boolean,
): number {
  if (!id) throw new UsageError('brand new needs an id, e.g. pnpm brand new lucky-star');
  if (!brandIdPattern.test(id)) {
    console.error(
      `brand id "${id}" must be kebab-case: lower-case letters and digits in words joined by single dashes, starting with a letter (e.g. "lucky-star")`,
    );
    return 1;
  }
  const brandDir = join(rootDir, 'brands', id);
  const appDir = join(rootDir, 'apps', id);
  for (const dir of [brandDir, appDir]) {
    if (existsSync(dir)) {
      console.error(
        `${relative(rootDir, dir)} already exists: brand "${id}" is taken, choose another id`,
      );
      return 1;
    }
  }
  const displayName = name?.trim() || titleCase(id);
  const template = brandTemplate(id, displayName);
  const color = template.theme?.color?.light?.brand ?? '#1d4ed8';
  mkdirSync(join(brandDir, 'assets'), { recursive: true });
  writeFileSync(join(brandDir, 'brand.json'), `${JSON.stringify(template, null, 2)}\n`);
  writeFileSync(join(brandDir, 'assets', 'logo.svg'), logoSvg(displayName, color));
  writeFileSync(join(brandDir, 'assets', 'favicon.svg'), faviconSvg(displayName, color));
  mkdirSync(appDir, { recursive: true });
  writeFileSync(join(appDir, 'package.json'), appPackageJson(id));
  writeFileSync(join(appDir, 'vite.config.ts'), appViteConfig);

  const check = loadBrand(id, { rootDir });
  if (!check.ok) {
    printProblems(check.problems);
    return 1;
  }
  console.log(
    `Created brands/${id}/brand.json, brands/${id}/assets/{logo,favicon}.svg and apps/${id}/.`,
  );
  console.log(
    `Set real domains, merchantCode, licence and supportEmail in brands/${id}/brand.json.`,
  );
  // `pnpm start` builds the brand's site itself, then serves it with the platform (README).
  const next = `BRAND=${id} pnpm start`;
  const where =
    '(builds the site, then serves it with the platform at http://localhost:3000; add PORT=3002 to run it beside another brand)';
  if (!install) {
    console.log(`Next: pnpm install --prefer-offline && ${next}\n${where}`);
    return 0;
  }
  // --prefer-offline, not --offline: a frozen-lockfile install (CI, a fresh clone) fills the
  // package store but not pnpm's metadata cache, and --offline then fails on every package
  // (ERR_PNPM_NO_OFFLINE_META). The store still serves every package it has.
  console.log('Running pnpm install --prefer-offline to link the new app…');
  const result = spawnSync('pnpm', ['install', '--prefer-offline'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`pnpm install --prefer-offline failed; run it yourself, then: ${next}`);
    return 1;
  }
  console.log(`Next: ${next}\n${where}`);
  return 0;
}

function validate(rootDir: string, targets: string[]): number {
  const problems: BrandProblem[] = [];
  const valid: LoadedBrand[] = [];
  if (targets.length === 0) {
    if (listBrandIds(rootDir).length === 0) {
      console.error(`no brands found under ${join(rootDir, 'brands')}`);
      return 1;
    }
    const result = loadAllBrands(rootDir);
    valid.push(...result.brands);
    if (!result.ok) problems.push(...result.problems);
  } else {
    // pnpm runs root scripts in the root; a relative path means where the user typed it.
    const cwd = process.env.INIT_CWD ?? process.cwd();
    for (const target of targets) {
      const result = loadBrand(brandIdPattern.test(target) ? target : resolve(cwd, target), {
        rootDir,
      });
      if (result.ok) valid.push(result.brand);
      else problems.push(...result.problems);
    }
  }
  for (const brand of valid) console.log(`ok ${brand.file}`);
  printProblems(problems);
  if (problems.length > 0) {
    const files = new Set(problems.map((p) => p.file)).size;
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
    );
    return 1;
  }
  return 0;
}

function list(rootDir: string): number {
  const ids = listBrandIds(rootDir);
  if (ids.length === 0) {
    console.log('no brands');
    return 0;
  }
  const rows = ids.map((id) => {
    const result = loadBrand(id, { rootDir });
    if (!result.ok)
      return [
        id,
        `(invalid: ${result.problems.length} problems; run pnpm brand validate ${id})`,
        '',
        '',
      ];
    const { data } = result.brand;
    const langs = [
      data.defaultLang,
      ...data.supportLanguages.filter((l) => l !== data.defaultLang),
    ];
    return [id, data.name, data.domains.join(' '), langs.join(' ')];
  });
  const table = [['ID', 'NAME', 'DOMAINS', 'LANGUAGES (default first)'], ...rows];
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length))) ?? [];
  for (const row of table) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  }
  return 0;
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      root: { type: 'string' },
      name: { type: 'string' },
      'no-install': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 1;
  }
  const rootDir = values.root ?? findRepoRoot();
  switch (command) {
    case 'new':
      if (rest.length > 1) throw new UsageError('brand new takes one id');
      return newBrand(rootDir, rest[0], values.name, !values['no-install']);
    case 'validate':
      return validate(rootDir, rest);
    case 'list':
      return list(rootDir);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof UsageError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
