// Run by two-phase.crash.test.ts (not a test itself): holds, posts and voids in a loop on PGlite in
// the folder given as argv[2], printing one JSON line per acknowledged call, until it is killed.
import { createDatabase } from '../../src/db/index';
import { createLedger } from '../../src/modules/wallet/index';
import { seedMember, seedMerchant } from './db';
import { holdWithdrawal } from './twoPhase';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: two-phase.crash-child.ts <dataDir>');
const handle = await createDatabase({ dataDir });
const ledger = createLedger(handle.db);
const merchant = await seedMerchant(handle);
const member = await seedMember(handle, merchant.id);
await ledger.credit(member, { amountMinor: 1_000_000_000n, idempotencyKey: 'fund' });
const ack = (line: Record<string, string>) => process.stdout.write(`${JSON.stringify(line)}\n`);
ack({ op: 'ready' });

const workers = 4;
await Promise.all(
  Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; ; i += workers) {
      const amount = BigInt(1 + (i % 9));
      const held = await holdWithdrawal(ledger, member, amount, `hold-${i}`);
      ack({ op: 'hold', key: `hold-${i}`, pendingId: String(held.pendingId) });
      const target = { merchantId: merchant.id, pendingId: held.pendingId, actor: 'crash-test' };
      if (i % 3 === 0) {
        // Every other post is partial: the rest of the hold is released in the same transaction.
        const amountMinor = i % 2 === 0 ? amount : (amount + 1n) / 2n;
        const posted = await ledger.postPendingTransfer({
          ...target,
          amountMinor,
          idempotencyKey: `post-${i}`,
        });
        ack({
          op: 'post',
          key: `post-${i}`,
          pendingId: String(held.pendingId),
          transferId: String(posted.transfer.transferId),
        });
      } else if (i % 3 === 1) {
        await ledger.voidPendingTransfer({ ...target, idempotencyKey: `void-${i}` });
        ack({ op: 'void', key: `void-${i}`, pendingId: String(held.pendingId) });
      }
    }
  }),
);
