// Run by bonus.crash.test.ts (not a test itself): on PGlite in the folder given as argv[2], makes
// a new member per deposit and credits it (bank transfers confirmed by an operator, gateway
// payments by signed notifications), so each credit is a member's first of the day and carries
// the daily deposit bonus in its transaction; prints one JSON line per acknowledged credit, until
// it is killed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlatform } from '../../src/app';
import { brandFromJson } from '../../src/brands/load';
import { syncBonusSettings } from '../../src/modules/bonus/settings';
import { enabledChannels } from '../../src/modules/cashier/channels';
import { gatewaySecret, handleNotification, sign } from '../../src/modules/cashier/gateway';
import { merchantMoney } from '../../src/modules/wallet/index';
import { members } from '../../src/db/schema/index';
import { fixtureBrands } from '../platform/helpers';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: bonus.crash-child.ts <dataDir>');
const app = await buildPlatform({ brandsDir: fixtureBrands, dataDir });
const merchant = await app.repos.merchants.byCode('ALPHA01');
if (!merchant) throw new Error('no ALPHA01');
// The alpha fixture switches the bonus off; this run offers it as a brand file would.
const json = JSON.parse(readFileSync(join(fixtureBrands, 'alpha', 'brand.json'), 'utf8')) as {
  memberCentre: Record<string, unknown>;
};
json.memberCentre.depositBonus = { enabled: true, percent: 5, capMajor: 10_000 };
await syncBonusSettings(app.db, merchant.id, brandFromJson('alpha', json));
const channels = await enabledChannels(app.db, merchant.id);
const bank = channels.find((c) => c.code === 'bank');
const instant = channels.find((c) => c.code === 'instant');
if (!bank || !instant) throw new Error('no channels');
const money = await merchantMoney(app.db, merchant.id);
const secret = await gatewaySecret(app.db, merchant.id);
const ack = (line: Record<string, string>) => process.stdout.write(`${JSON.stringify(line)}\n`);
ack({ op: 'ready' });

const workers = 3;
await Promise.all(
  Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; ; i += workers) {
      // A member of its own (no password hashing: nobody logs in), so this is its first deposit.
      const [member] = await app.db
        .insert(members)
        .values({ merchantId: merchant.id, account: `crash${worker}x${i}`, passwordHash: '!' })
        .returning();
      if (!member) throw new Error('no member');
      const viaGateway = i % 2 === 0;
      const row = await app.deposits.create(
        member,
        viaGateway ? instant : bank,
        BigInt(2000 + (i % 50)),
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
