import type { Database } from '../db/index';
import type { Repos } from '../repos';

/** What an operator command runs against: the same db and repositories as the server. */
export interface OperatorContext {
  db: Database;
  repos: Repos;
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

/** `--name value` options and positional arguments. */
export function parseArgs(args: string[]): {
  positional: string[];
  options: Record<string, string[]>;
} {
  const positional: string[] = [];
  const options: Record<string, string[]> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const [name = '', inline] = arg.slice(2).split('=', 2);
      const value =
        inline ??
        (args[i + 1] !== undefined && !String(args[i + 1]).startsWith('--') ? args[++i] : '');
      (options[name] ??= []).push(value ?? '');
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
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
