// Run by settlement.crash.test.ts (not a test itself): places slips on one fast-lottery draw after
// another and settles each, on PGlite in the folder given as argv[2], printing one JSON line per
// acknowledged step, until it is killed.
import { createDatabase } from '../../src/db/index';
import { lotterySettlement, placeBets } from '../../src/modules/lottery/index';
import { createLedger } from '../../src/modules/wallet/index';
import { seedMember, seedMerchant } from '../wallet/db';
import { lotteryFixture, nextDraw } from './helpers';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: settlement.crash-child.ts <dataDir>');
const handle = await createDatabase({ dataDir });
const ledger = createLedger(handle.db);
const fixture = await lotteryFixture(handle);
const merchant = await seedMerchant(handle, 'CRASH01');
const members = [];
for (let i = 0; i < 5; i += 1) {
  const member = await seedMember(handle, merchant.id);
  await ledger.credit(member, { amountMinor: 1_000_000_000n, idempotencyKey: `fund-${i}` });
  members.push(member);
}
const settlement = lotterySettlement(handle.db, ledger);
const game = fixture.byKind('fast');
const ack = (line: Record<string, string>) => process.stdout.write(`${JSON.stringify(line)}\n`);
ack({ op: 'ready' });

let clock = new Date();
for (let round = 0; ; round += 1) {
  const draw = nextDraw(game, clock);
  // 5 members × 3 slips × 10 bets: 150 bets, two batches of settlement and a half.
  let drawId = '';
  for (const [m, member] of members.entries()) {
    for (let k = 0; k < 3; k += 1) {
      const placed = await placeBets(handle.db, ledger, {
        member,
        nodeId: game.nodeId,
        drawNumber: draw.drawNumber,
        bets: Array.from({ length: 10 }, (_, n) => ({
          playType: 'FAST_POSITION',
          selection: { position: 1 + k, number: n },
          stakeMinor: BigInt(100 + m + k),
        })),
        idempotencyKey: `r${round}-s${k}`,
        now: draw.open,
      });
      drawId = String(placed.draw.id);
    }
  }
  ack({ op: 'placed', drawId });
  ack({ op: 'settling', drawId });
  await settlement.settleDue({
    merchantId: merchant.id,
    now: draw.drawAt,
    onBatch: (id, bets) => ack({ op: 'batch', drawId: String(id), bets: String(bets) }),
  });
  ack({ op: 'settled', drawId });
  clock = draw.drawAt;
}
