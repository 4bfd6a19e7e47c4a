import { parseArgs as nodeParseArgs } from 'node:util';
import type { Database } from '../db/index';
import type { Ledger } from '../modules/wallet/index';
import type { Repos } from '../repos';

/** What an operator command runs against: the same db, repositories and ledger as the server. */
export interface OperatorContext {
  db: Database;
  repos: Repos;
  ledger: Ledger;
  /** The member's event streams open in the running platform; absent when the CLI runs alone. */
  openStreams?: (memberId: number) => number;
}

/**
 * One operator command. `parse` turns argv into JSON params (in the CLI process); `run` does the
 * work (inside the running platform through the operator channel, or in the CLI when no platform
 * runs) and returns JSON; `format` prints that JSON for a person.
 */
export interface OperatorCommand<P = unknown, R = unknown> {
  name: string;
  usage: string;
  summary: string;
  parse: (args: string[]) => P;
  run: (ctx: OperatorContext, params: P) => Promise<R>;
  format: (result: R) => string;
}

/** Declares a command and keeps its param and result types together. */
export function defineCommand<P, R>(command: OperatorCommand<P, R>): OperatorCommand<P, R> {
  return command;
}

export class UsageError extends Error {}

/** The options a command takes: `--name value` (string) or a bare `--name` (boolean). */
export type OptionKinds = Record<string, 'string' | 'boolean'>;

/** The option node:util names in its message (`'--limit <value>'`), as the operator typed it. */
function optionNamed(message: string): string {
  return /'(--?[^' ]+)/.exec(message)?.[1] ?? 'an option';
}

/**
 * Positional arguments and the command's own options, by node:util `parseArgs` (strict): any
 * option the command does not take, or one missing its value, is a UsageError that names it.
 * Every option may repeat; a boolean one reads as `['']` per use.
 */
export function parseArgs(
  args: string[],
  known: OptionKinds = {},
): {
  positional: string[];
  options: Record<string, string[]>;
} {
  let parsed: { values: Record<string, (string | boolean)[] | undefined>; positionals: string[] };
  try {
    parsed = nodeParseArgs({
      args,
      options: Object.fromEntries(
        Object.entries(known).map(([name, type]) => [name, { type, multiple: true }]),
      ),
      allowPositionals: true,
      strict: true,
    }) as typeof parsed;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(`unknown option ${optionNamed(message)}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new UsageError(
        message.includes('does not take an argument')
          ? `${optionNamed(message)} takes no value`
          : `${optionNamed(message)} needs a value`,
      );
    throw error;
  }
  const options: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(parsed.values))
    if (values) options[name] = values.map((v) => (typeof v === 'string' ? v : ''));
  return { positional: parsed.positionals, options };
}

export function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k] ?? '').length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(keys),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(keys.map((k) => String(r[k] ?? '')))),
  ].join('\n');
}
