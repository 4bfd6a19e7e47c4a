import type { OperatorContext } from '../../command';

/**
 * A `cashier` subcommand: parsed in the CLI process, run where the platform runs, like any
 * operator command. Deposits here; withdrawals add their own table entries.
 */
export interface CashierSubcommand<P = unknown, R = unknown> {
  usage: string;
  summary: string;
  parse: (args: string[]) => P;
  run: (ctx: OperatorContext, params: P) => Promise<R>;
  format: (result: R) => string;
}

export function subcommand<P, R>(sub: CashierSubcommand<P, R>): CashierSubcommand {
  return sub as unknown as CashierSubcommand;
}
