// Run by settlement.crash.test.ts (not a test itself): places slips on the coming fixtures round
// after round and settles each round, on PGlite in the folder given as argv[2], printing one JSON
// line per acknowledged step, until it is killed.
import { createDatabase } from '../../src/db/index';
import type { SportsFixture } from '../../src/db/schema/index';
import { placeSportsBets, sportsSettlement } from '../../src/modules/sports/index';
import { createLedger } from '../../src/modules/wallet/index';
import { seedMember, seedMerchant } from '../wallet/db';
import { openFixtures, pickOf } from './helpers';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: settlement.crash-child.ts <dataDir>');
const handle = await createDatabase({ dataDir });
const ledger = createLedger(handle.db);
const merchant = await seedMerchant(handle, 'CRASH01');
const members = [];
for (let i = 0; i < 5; i += 1) {
  const member = await seedMember(handle, merchant.id);
  await ledger.credit(member, { amountMinor: 1_000_000_000n, idempotencyKey: `fund-${i}` });
  members.push(member);
}
const settlement = sportsSettlement(handle.db, ledger);
const ack = (line: Record<string, string>) => process.stdout.write(`${JSON.stringify(line)}\n`);
ack({ op: 'ready' });

const sides = [
  ['MATCH', 'home', 'away'],
  ['HANDICAP', 'home', 'away'],
  ['TOTAL', 'over', 'under'],
] as const;
let clock = new Date();
for (let round = 0; ; round += 1) {
  const fixtures = (await openFixtures(handle, merchant.id, clock)).slice(0, 10);
  const f = (i: number) => fixtures[i % fixtures.length] as SportsFixture;
  // 5 members × (3 slips of 10 singles + 2 accumulators): 160 bets, two batches of settlement.
  for (const [m, member] of members.entries()) {
    for (let k = 0; k < 3; k += 1) {
      await placeSportsBets(handle.db, ledger, {
        member,
        kind: 'singles',
        picks: fixtures.map((x, n) => {
          const [market, a, b] = sides[k] as (typeof sides)[number];
          return pickOf(x, clock, market, n % 2 ? a : b, BigInt(100 + m + k));
        }),
        idempotencyKey: `r${round}-s${k}`,
        now: clock,
      });
    }
    for (let k = 0; k < 2; k += 1) {
      await placeSportsBets(handle.db, ledger, {
        member,
        kind: 'accumulator',
        picks: [pickOf(f(k), clock, 'TOTAL', 'under'), pickOf(f(k + 3), clock, 'HANDICAP', 'home')],
        stakeMinor: BigInt(200 + m),
        idempotencyKey: `r${round}-a${k}`,
        now: clock,
      });
    }
  }
  ack({ op: 'placed', round: String(round) });
  const end = new Date(Math.max(...fixtures.map((x) => x.endsAt.getTime())));
  ack({ op: 'settling', round: String(round) });
  await settlement.settleDue({
    merchantId: merchant.id,
    now: end,
    onBatch: (bets) => ack({ op: 'batch', bets: String(bets) }),
  });
  ack({ op: 'settled', round: String(round) });
  clock = end;
}
