import { UsageError, defineCommand } from '../../command';
import type { OperatorCommand } from '../../command';
import type { CashierSubcommand } from './subcommand';
import { depositSubcommands } from './deposits';
import { proofSubcommands } from './proofs';
import { withdrawalSubcommands } from './withdrawals';

/** Every cashier subcommand by name: a small table, so other cashier areas append theirs. */
export const cashierSubcommands: Record<string, CashierSubcommand> = {
  ...depositSubcommands,
  ...withdrawalSubcommands,
  ...proofSubcommands,
};

const usage = () =>
  Object.entries(cashierSubcommands)
    .map(([, sub]) => `cashier ${sub.usage}`)
    .join('\n');

function find(name: string | undefined): CashierSubcommand {
  const sub = name === undefined ? undefined : cashierSubcommands[name];
  if (!sub) throw new UsageError(`${name ? `unknown cashier subcommand ${name}\n` : ''}${usage()}`);
  return sub;
}

export const cashierCommand = defineCommand<
  { sub: string; params: unknown },
  { sub: string; result: unknown }
>({
  name: 'cashier',
  usage: `cashier <subcommand> ... (${Object.keys(cashierSubcommands).join(', ')})`,
  summary:
    "The cashier desk: deposits (list, confirm a bank transfer, reject), withdrawals (list, review, approve, pay, reject) and the members' proof images.",
  parse: ([name, ...rest]) => ({ sub: name ?? '', params: find(name).parse(rest) }),
  run: async (ctx, { sub, params }) => ({ sub, result: await find(sub).run(ctx, params) }),
  format: ({ sub, result }) => find(sub).format(result),
}) as unknown as OperatorCommand<unknown, unknown>;
