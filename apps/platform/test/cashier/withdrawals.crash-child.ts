// Run by withdrawals.crash.test.ts (not a test itself): submits withdrawals and pays or rejects
// them in a loop on PGlite in the folder given as argv[2], printing one JSON line per
// acknowledged step, until it is killed.
import { createDatabase } from '../../src/db/index';
import { recallAll, transferUpline } from '../../src/modules/cashier/withdrawals/moves';
import { withdrawalsOver } from '../../src/modules/cashier/withdrawals/service';
import { createLedger } from '../../src/modules/wallet/index';
import { seedMember, seedMerchant } from '../wallet/db';
import { seedBankAccount } from './fixtures';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: withdrawals.crash-child.ts <dataDir>');
const handle = await createDatabase({ dataDir });
const ledger = createLedger(handle.db);
const service = withdrawalsOver(handle.db, ledger);
const merchant = await seedMerchant(handle);
const member = await seedMember(handle, merchant.id);
const bankAccountId = await seedBankAccount(handle, member);
const agent = await seedMember(handle, merchant.id, 1);
await ledger.configureMerchant(merchant.id, { isSingle: false, vendorWallets: ['PG'] });
await ledger.credit(member, { amountMinor: 1_000_000_000n, idempotencyKey: 'fund' });
const ack = (line: Record<string, string>) => process.stdout.write(`${JSON.stringify(line)}\n`);
ack({ op: 'ready' });

const workers = 4;
await Promise.all(
  Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; ; i += workers) {
      const made = await service.submit({
        member,
        currency: 'JPY',
        amountMinor: BigInt(1 + (i % 9)),
        bankAccountId,
        idempotencyKey: `w-${i}`,
      });
      const id = String(made.withdrawal.id);
      ack({ op: 'submit', id });
      const actor = { actor: 'operator:crash' };
      if (i % 3 === 0) {
        await service.operate(made.withdrawal.id, 'approve', actor);
        await service.operate(made.withdrawal.id, 'pay', actor);
        ack({ op: 'pay', id });
      } else if (i % 3 === 1) {
        await service.operate(made.withdrawal.id, 'reject', { ...actor, reason: 'crash test' });
        ack({ op: 'reject', id });
      } else {
        // The other money paths of this module: transfer upline, and recall all after a move.
        const sent = await transferUpline(ledger, member, agent, 'JPY', 2n, `u-${i}`);
        ack({ op: 'upline', id, transferId: String(sent.transferId) });
        await ledger.walletTransfer(member, 'MAIN', 'PG', 3n, `pg-${i}`);
        const recalled = await recallAll(handle.db, ledger, member, 'JPY', `r-${i}`);
        ack({ op: 'recall', id, amount: String(recalled.amountMinor) });
      }
    }
  }),
);
