// Run by deposits.crash.test.ts (not a test itself): makes and credits deposits in a loop on
// PGlite in the folder given as argv[2] (bank transfers confirmed by an operator, gateway
// deposits credited by signed notifications), printing one JSON line per acknowledged credit,
// until it is killed.
import { buildPlatform } from '../../src/app';
import { enabledChannels } from '../../src/modules/cashier/channels';
import { gatewaySecret, handleNotification, sign } from '../../src/modules/cashier/gateway';
import { merchantMoney } from '../../src/modules/wallet/index';
import { fixtureBrands, seedMember } from '../platform/helpers';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: deposits.crash-child.ts <dataDir>');
const app = await buildPlatform({ brandsDir: fixtureBrands, dataDir });
const merchant = await app.repos.merchants.byCode('ALPHA01');
if (!merchant) throw new Error('no ALPHA01');
const channels = await enabledChannels(app.db, merchant.id);
const bank = channels.find((c) => c.code === 'bank');
const instant = channels.find((c) => c.code === 'instant');
if (!bank || !instant) throw new Error('no channels');
const money = await merchantMoney(app.db, merchant.id);
const secret = await gatewaySecret(app.db, merchant.id);
const member = await seedMember(app, 'ALPHA01');
const ack = (line: Record<string, string>) => process.stdout.write(`${JSON.stringify(line)}\n`);
ack({ op: 'ready' });

const workers = 3;
await Promise.all(
  Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; ; i += workers) {
      const viaGateway = i % 2 === 0;
      const row = await app.deposits.create(
        member,
        viaGateway ? instant : bank,
        BigInt(1000 + (i % 50)),
        money,
      );
      if (viaGateway) {
        const body = JSON.stringify({
          merchant: merchant.code,
          deposit: row.gatewayToken,
          txnId: `CRASH${row.id}xx`,
          amount: money.toWire(row.amountMinor),
          currency: row.currency,
          status: 'paid',
          timestamp: Date.now(),
        });
        const outcome = await handleNotification(app.db, app.ledger, body, sign(secret, body));
        if (outcome !== 'credited') throw new Error(`gateway outcome ${outcome}`);
      } else {
        const result = await app.deposits.confirm(row.id, 'operator:crash');
        if (result.outcome !== 'credited') throw new Error(`confirm outcome ${result.outcome}`);
      }
      ack({ op: 'credited', depositId: String(row.id) });
    }
  }),
);
