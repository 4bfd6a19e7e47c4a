import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { PlatformError } from '../../../http/errors';
import {
  depositProofs,
  deposits,
  withdrawalEvents,
  withdrawalProofs,
  withdrawals,
} from '../../../db/schema/index';
import { UsageError, parseArgs, table } from '../../command';
import { subcommand } from './subcommand';

/**
 * The images a member sent as proof (a bank transfer's receipt, a withdrawal that did not arrive):
 * the operator must see them to decide, so they are written out as files. The folder is resolved
 * in the CLI's own directory; the platform it talks to runs on the same machine (the operator
 * channel is a socket in its data folder).
 */
const usage = 'proofs deposit|withdrawal <id> [--out DIR]';
const extension: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

interface Params {
  kind: 'deposit' | 'withdrawal';
  id: string;
  out: string;
}

type Written = {
  file: string;
  type: string;
  bytes: number;
  sent: string;
};

export const proofSubcommands = {
  proofs: subcommand<Params, Written[]>({
    usage,
    summary: "Write a deposit's or withdrawal's proof images to files (default: this folder).",
    parse: (args) => {
      const { positional, options } = parseArgs(args, { out: 'string' });
      const [kind, id, extra] = positional;
      if ((kind !== 'deposit' && kind !== 'withdrawal') || !id || extra !== undefined)
        throw new UsageError(usage);
      if (!/^[1-9]\d{0,17}$/.test(id)) throw new UsageError(`${id} is not a ${kind} id`);
      if (kind === 'deposit' && Number(id) > 2_147_483_647)
        throw new UsageError(`${id} is not a deposit id`);
      return { kind, id, out: resolve(options.out?.at(-1) ?? '.') };
    },
    run: async (ctx, { kind, id, out }) => {
      const images =
        kind === 'deposit'
          ? await ctx.db
              .select({
                owner: deposits.id,
                mime: depositProofs.mime,
                bytes: depositProofs.bytes,
                sent: depositProofs.createdAt,
              })
              .from(deposits)
              .leftJoin(depositProofs, eq(depositProofs.depositId, deposits.id))
              .where(eq(deposits.id, Number(id)))
              .orderBy(asc(depositProofs.id))
          : await ctx.db
              .select({
                owner: withdrawals.id,
                mime: withdrawalProofs.mime,
                bytes: withdrawalProofs.bytes,
                sent: withdrawalEvents.createdAt,
              })
              .from(withdrawals)
              .leftJoin(withdrawalEvents, eq(withdrawalEvents.withdrawalId, withdrawals.id))
              .leftJoin(withdrawalProofs, eq(withdrawalProofs.eventId, withdrawalEvents.id))
              .where(eq(withdrawals.id, BigInt(id)))
              .orderBy(asc(withdrawalProofs.id));
      if (images.length === 0) throw new PlatformError('NOT_FOUND', `No ${kind} ${id}.`);
      const written: Written[] = [];
      for (const image of images) {
        if (!image.mime || !image.bytes || !image.sent) continue;
        mkdirSync(out, { recursive: true });
        const file = join(
          out,
          `${kind}-${id}-proof-${written.length + 1}.${extension[image.mime] ?? 'bin'}`,
        );
        writeFileSync(file, image.bytes);
        written.push({
          file,
          type: image.mime,
          bytes: image.bytes.length,
          sent: image.sent.toISOString(),
        });
      }
      return written;
    },
    format: (written) =>
      written.length === 0 ? 'The member sent no proof images.' : table(written),
  }),
};
