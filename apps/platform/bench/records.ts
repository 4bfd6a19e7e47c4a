/**
 * Records benchmark (issue 14 quality bar "Records at scale": with 1,000,000 rounds and 3,000,000
 * transfers for one merchant and 20,000 rounds for one member, the betting record and the account
 * record answer under 30 ms at p99 at 50 connections, any page). PostgreSQL only; prints figures
 * and one EXPLAIN (ANALYZE, BUFFERS) per query, asserts nothing.
 *
 *   pnpm bench:records                       # DATABASE_URL, default postgres://…/lk_records
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=50 …    # seconds per cell (default 5), connections (50)
 *   BENCH_WARMUP_SECONDS=1 …                  # unmeasured load before each cell (default 1)
 *   BENCH_CELLS='betting record, middle' …     # only the cells whose name matches
 *   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' …  # node flags of the platform process
 *   BENCH_PLATFORM_NODES=2 …                 # platform nodes sharing the port (default 1)
 *
 * Seeding is set-based SQL (generate_series and window sums), into a merchant of its own
 * (RECBENCH, JPY) so no brand's data is touched. Ledger rows cannot be deleted (a trigger), so the
 * seed is kept: a rerun on the same database finds RECBENCH seeded and reuses it. The seed keeps
 * the ledger's invariants: every transfer's balances-after are the running sums of its two
 * accounts, every account's balance row equals its credits minus its debits, and no member
 * balance goes below zero. Members: one "bench" member with 20,000 rounds, 999 others sharing the
 * rest. Transfers: a bet and a payout per round plus 1,000 deposits per member (3,000,000).
 * All rounds fall in the last 90 days, so one 92-day range lists them all.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildPlatform } from '../src/app';
import { rowsOf } from '../src/db/index';
import type { Database } from '../src/db/index';
import { repoRoot } from '../src/paths';
import { recordsOver } from '../src/modules/records/index';
import { encodeCursor } from '../src/modules/records/repository';
import { startSession } from '../src/modules/session/service';
import { measure } from './catalogue';
import type { LatencyRow } from './catalogue';
import { startPlatformProcess } from './platformProcess';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lk_records';
const duration = Number(process.env.BENCH_SECONDS ?? '5');
const connections = Number(process.env.BENCH_CONNECTIONS ?? '50');
/**
 * Load before each cell's measured seconds, thrown away: the bar is the steady state's p99, and a
 * cell's first requests pay once for what every later one reuses (V8 compiling the route's code,
 * each pooled connection preparing the page's statements).
 */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? '1');
/** Only the cells whose name matches (e.g. `BENCH_CELLS='betting record, middle'`); all by default. */
const cellFilter = new RegExp(process.env.BENCH_CELLS ?? '', 'i');
/** Extra node flags for the platform process, e.g. `BENCH_NODE_ARGS=--cpu-prof` to profile it. */
const platformNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const merchantCode = 'RECBENCH';
const totalRounds = 1_000_000;
const memberRounds = 20_000;
const otherMembers = 999;
const depositsPerMember = 1_000;
const pageSize = 20;
const spanDays = 90;

async function seed(client: pg.Client, merchantId: number): Promise<void> {
  const q = async (label: string, text: string) => {
    const started = performance.now();
    await client.query(text);
    console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
  };
  await q('begin', 'begin');
  await q(
    'members',
    `insert into members (merchant_id, account, password_hash)
     select ${merchantId}, 'recbench' || i, '!' from generate_series(1, ${otherMembers}) i`,
  );
  await q(
    'accounts',
    `insert into ledger_accounts (merchant_id, currency, kind, member_id, wallet, shard)
     select ${merchantId}, 'JPY', 'member', id, 'MAIN', 0 from members where merchant_id = ${merchantId};
     insert into ledger_accounts (merchant_id, currency, kind, member_id, wallet, shard)
     select ${merchantId}, 'JPY', 'house', null, w, s
       from unnest(array['cash_in', 'game_house']) w, generate_series(0, 15) s`,
  );
  // The platform session every seeded game session names (the bench member's), and one seed and
  // one game session per member: the rounds' foreign keys.
  await q(
    'seeds and game sessions',
    `insert into game_seeds (merchant_id, member_id, server_seed, server_seed_hash, client_seed)
     select ${merchantId}, id, md5(id::text) || md5(id::text), md5('h' || id), 'bench'
       from members where merchant_id = ${merchantId};
     insert into game_sessions (id, merchant_id, member_id, platform_session_id, node_id, kind,
                                play_mode, language, return_url, ticket_hash, ticket_expires_at,
                                expires_at)
     select gen_random_uuid(), ${merchantId}, m.id,
            (select id from sessions where member_id = (select min(id) from members where merchant_id = ${merchantId}) limit 1),
            (select node_id from catalogue_games where is_game = 'GAME' order by node_id limit 1),
            'slot', 'real', 'EN', 'https://bench.example/', 'bench-' || m.id, now(), now()
       from members m where m.merchant_id = ${merchantId}`,
  );
  // Rounds: the first member (the bench member) plays 20,000, the others share the rest, spread
  // evenly over the last 90 days; games cycle through the demo catalogue.
  await q(
    'round plan',
    `create temp table plan on commit drop as
     with games as (
       select row_number() over (order by node_id) - 1 as g, node_id, vassalage, game_type
         from catalogue_games where is_game = 'GAME'),
     mem as (
       select row_number() over (order by id) - 1 as k, id from members where merchant_id = ${merchantId}),
     n as (select count(*) as c from games),
     r as (
       select i, case when i % ${totalRounds / memberRounds} = 0 then 0 else 1 + (i % ${otherMembers}) end as k
         from generate_series(0, ${totalRounds - 1}) i)
     select r.i, mem.id as member_id, games.node_id, games.vassalage, games.game_type,
            now() - interval '${spanDays} days' + (r.i::float8 / ${totalRounds}) * interval '${spanDays} days' as at,
            10::bigint as bet, (1 + (hashint4(r.i) & 2147483647) % 20)::bigint as payout,
            row_number() over (partition by r.k order by r.i) - 1 as nonce
       from r join mem on mem.k = r.k cross join n join games on games.g = r.i % n.c`,
  );
  // Every movement in time order: deposits (the first an hour before any round), then each
  // round's bet and payout. Ids are given here so balances-after can be summed in id order.
  await q(
    'movement plan',
    `create temp table moves on commit drop as
     with raw as (
       select m.id as member_id, 'deposit' as kind, 1000::bigint as amount,
              now() - interval '${spanDays} days' - interval '1 hour'
                + (j::float8 / ${depositsPerMember}) * interval '${spanDays} days' as at,
              null::bigint as round_i, 0 as leg
         from members m cross join generate_series(0, ${depositsPerMember - 1}) j
        where m.merchant_id = ${merchantId}
       union all
       select member_id, 'bet', bet, at, i, 0 from plan
       union all
       select member_id, 'payout', payout, at, i, 1 from plan),
     numbered as (
       select (select coalesce(max(id), 0) from transfers) + row_number() over (order by at, member_id, leg) as id, raw.*
         from raw)
     select n.*, a.id as member_account,
            h.id as house_account,
            n.kind <> 'bet' as member_credited
       from numbered n
       join ledger_accounts a on a.member_id = n.member_id and a.kind = 'member'
       join ledger_accounts h on h.merchant_id = ${merchantId} and h.kind = 'house'
        and h.wallet = case n.kind when 'deposit' then 'cash_in' else 'game_house' end
        and h.shard = n.member_id % 16`,
  );
  await q(
    'transfers',
    `insert into transfers (id, merchant_id, currency, debit_account_id, credit_account_id, amount,
                            kind, reference, actor, idempotency_key, fingerprint,
                            debit_balance_after, credit_balance_after, created_at)
     select id, ${merchantId}, 'JPY',
            case when member_credited then house_account else member_account end,
            case when member_credited then member_account else house_account end,
            amount, kind,
            case when round_i is null then null else 'demo-round:bench-' || round_i end,
            'system:bench', 'bench:' || id, 'bench',
            case when member_credited then house_after else member_after end,
            case when member_credited then member_after else house_after end,
            at
       from (select m.*,
                    sum(case when member_credited then amount else -amount end)
                      over (partition by member_account order by id) as member_after,
                    sum(case when member_credited then -amount else amount end)
                      over (partition by house_account order by id) as house_after
               from moves m) s
      order by id;
     select setval(pg_get_serial_sequence('transfers', 'id'), (select max(id) from transfers))`,
  );
  await q(
    'rounds',
    `insert into game_rounds (merchant_id, member_id, game_session_id, client_round_id, node_id,
                              vassalage, game_type, kind, play_mode, currency, bet_minor,
                              payout_minor, status, seed_id, nonce, client_seed, server_seed_hash,
                              request, fingerprint, outcome, bet_transfer_id, payout_transfer_id,
                              created_at, settled_at)
     select ${merchantId}, p.member_id, gs.id, 'bench-' || p.i, p.node_id, p.vassalage, p.game_type,
            'slot', 'real', 'JPY', p.bet, p.payout, 'settled', sd.id, p.nonce, 'bench',
            sd.server_seed_hash, '{}'::jsonb, 'bench', '{}'::jsonb, b.id, w.id, p.at, p.at
       from plan p
       join game_sessions gs on gs.member_id = p.member_id
       join game_seeds sd on sd.member_id = p.member_id
       join moves b on b.round_i = p.i and b.kind = 'bet'
       join moves w on w.round_i = p.i and w.kind = 'payout'
      order by p.at, p.i`,
  );
  await q(
    'balances',
    `insert into account_balances (account_id, merchant_id, currency, kind, balance, debit_total, credit_total)
     select a.id, a.merchant_id, a.currency, a.kind,
            coalesce(c.s, 0) - coalesce(d.s, 0), coalesce(d.s, 0), coalesce(c.s, 0)
       from ledger_accounts a
       left join (select debit_account_id as id, sum(amount) as s from transfers where merchant_id = ${merchantId} group by 1) d on d.id = a.id
       left join (select credit_account_id as id, sum(amount) as s from transfers where merchant_id = ${merchantId} group by 1) c on c.id = a.id
      where a.merchant_id = ${merchantId}`,
  );
  await q('commit', 'commit');
  await q('vacuum analyze', 'vacuum analyze game_rounds, transfers, ledger_accounts');
}

async function main(): Promise<void> {
  const app = await buildPlatform({
    brandsDir: resolve(repoRoot, 'brands'),
    databaseUrl,
    config: { checkResponses: false },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into merchants (code, brand_id, name) values ('${merchantCode}', 'bench-records', 'Records benchmark')
       on conflict (code) do nothing`,
    );
    const merchant = await app.repos.merchants.byCode(merchantCode);
    if (!merchant) throw new Error('no bench merchant');
    await client.query(
      `insert into merchant_wallet_settings (merchant_id, currency, minor_units)
       values (${merchant.id}, 'JPY', 0) on conflict do nothing`,
    );
    const seeded = Number(
      (
        await client.query(
          `select count(*)::int as n from members where merchant_id = ${merchant.id}`,
        )
      ).rows[0].n,
    );
    if (seeded === 0) {
      console.log(`Seeding ${merchantCode} on ${new URL(databaseUrl).pathname.slice(1)}:`);
      // The bench member first: its platform session is the one the seeded game sessions name.
      await client.query(
        `insert into members (merchant_id, account, password_hash) values (${merchant.id}, 'recbench-first', '!')`,
      );
      const first = (await client.query(`select * from members where merchant_id = ${merchant.id}`))
        .rows[0] as { id: number };
      const started = performance.now();
      const firstMember = await memberById(app.db, first.id);
      await startSession(app, merchant, firstMember, null);
      await seed(client, merchant.id);
      console.log(`  seeded in ${Math.round((performance.now() - started) / 1000)} s`);
    } else console.log(`${merchantCode} already seeded: reusing it.`);
    // Fresh statistics and visibility for the daily sums (migration 0014 may just have filled them).
    await client.query('vacuum analyze game_round_days');
    const counts = (
      await client.query(`select
        (select count(*)::int from game_rounds where merchant_id = ${merchant.id}) as rounds,
        (select count(*)::int from transfers where merchant_id = ${merchant.id}) as transfers,
        (select min(id) from members where merchant_id = ${merchant.id}) as member_id`)
    ).rows[0] as { rounds: number; transfers: number; member_id: number };
    const member = await memberById(app.db, counts.member_id);
    const memberCount = Number(
      (
        await client.query(
          `select count(*)::int as n from game_rounds where member_id = ${counts.member_id}`,
        )
      ).rows[0].n,
    );
    console.log(
      `${merchantCode}: ${counts.rounds} rounds, ${counts.transfers} transfers; bench member ${counts.member_id}: ${memberCount} rounds`,
    );
    const { token } = await startSession(app, merchant, member, null);

    const to = new Date();
    const from = new Date(to.getTime() - 91 * 86_400_000);
    const range = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    const roundCursor = async (offset: number) => {
      const r = (
        await client.query(
          `select to_json(created_at) #>> '{}' as at, id from game_rounds where member_id = $1
            order by created_at desc, id desc offset $2 limit 1`,
          [counts.member_id, offset],
        )
      ).rows[0] as { at: string; id: string };
      return encodeCursor({ at: r.at, id: BigInt(r.id), leg: 0 });
    };
    const movementCursor = async (offset: number) => {
      const r = (
        await client.query(
          `select to_json(t.created_at) #>> '{}' as at, t.id,
                  (t.credit_account_id = a.id)::int as leg
             from transfers t join ledger_accounts a
               on a.member_id = $1 and (t.debit_account_id = a.id or t.credit_account_id = a.id)
            order by t.created_at desc, t.id desc offset $2 limit 1`,
          [counts.member_id, offset],
        )
      ).rows[0] as { at: string; id: string; leg: number };
      return encodeCursor({ at: r.at, id: BigInt(r.id), leg: r.leg === 1 ? 1 : 0 });
    };
    const movementTotal = Number(
      (
        await client.query(
          `select count(*)::int as n from transfers t join ledger_accounts a on a.member_id = $1
            and (t.debit_account_id = a.id or t.credit_account_id = a.id)`,
          [counts.member_id],
        )
      ).rows[0].n,
    );
    // The floor of this machine under the same load: the cheapest call, and a token call.
    const floors: [string, string][] = [
      ['GET /wps/system/status (floor)', '/wps/system/status'],
      ['GET /wps/member/info (token floor)', '/wps/member/info'],
    ];
    const cells: [string, string, string][] = [
      ['betting record', 'first', ''],
      ['betting record', 'middle', await roundCursor(memberCount / 2)],
      ['betting record', 'last', await roundCursor(memberCount - pageSize / 2)],
      ['account record', 'first', ''],
      ['account record', 'middle', await movementCursor(movementTotal / 2)],
      ['account record', 'last', await movementCursor(movementTotal - pageSize / 2)],
    ];

    // One EXPLAIN of each query, through the repository's own SQL.
    const plans: string[] = [];
    const explaining = {
      execute: async (query: SQL) => {
        const result = await app.db.execute(sql`explain (analyze, buffers) ${query}`);
        plans.push(
          rowsOf<{ 'QUERY PLAN': string }>(result)
            .map((r) => r['QUERY PLAN'])
            .join('\n'),
        );
        return { rows: [] };
      },
    } as unknown as Database;
    const explain = recordsOver(explaining);
    const query = { from, to, language: 'EN' as const };
    const middleRound = (
      await client.query(
        `select to_json(created_at) #>> '{}' as at, id from game_rounds where member_id = $1
        order by created_at desc, id desc offset $2 limit 1`,
        [counts.member_id, memberCount / 2],
      )
    ).rows[0] as { at: string; id: string };
    await explain.bets(
      counts.member_id,
      query,
      { at: middleRound.at, id: BigInt(middleRound.id), leg: 0 },
      pageSize,
    );
    await explain.betTotals(counts.member_id, query);
    await explain.movements(counts.member_id, { from, to }, null, pageSize);
    for (const [name, plan] of [
      'betting record, middle page',
      'betting record totals',
      'account record, first page',
    ].entries())
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${plan}:\n${plans[name]}`);

    const platform = await startPlatformProcess({ DATABASE_URL: databaseUrl }, platformNodeArgs);
    // Statements the database finished per answered call: one read outside a transaction is one
    // commit, so the commits of the cell's database over its requests (other sessions are idle).
    const commits = async () =>
      Number(
        (
          await client.query(
            `select xact_commit::bigint as n from pg_stat_database where datname = current_database()`,
          )
        ).rows[0].n,
      );
    try {
      const rows: (LatencyRow & { bar: string; 'commits/call'?: string })[] = [];
      const headers = { merchant: merchantCode, authorization: token, language: 'EN' };
      for (const [name, path] of floors) {
        if (!cellFilter.test(name)) continue;
        const load = { url: platform.address, connections, requests: [{ path, headers }] };
        if (warmupSeconds > 0) await measure('warm-up', { ...load, duration: warmupSeconds });
        rows.push({ ...(await measure(name, { ...load, duration })), bar: '' });
      }
      for (const [call, page, cursor] of cells) {
        if (!cellFilter.test(`${call}, ${page} page`)) continue;
        const path =
          call === 'betting record' ? '/wps/member/records/bets' : '/wps/relay/ODSFE2_MemTransDet';
        const url = `${path}?${range}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
        const load = { url: platform.address, connections, requests: [{ path: url, headers }] };
        if (warmupSeconds > 0) await measure('warm-up', { ...load, duration: warmupSeconds });
        // pg_stat_database is sent by each backend at most every second and when it goes idle.
        await client.query('select pg_stat_clear_snapshot()');
        const before = await commits();
        const row = await measure(`${call}, ${page} page`, { ...load, duration });
        await client.query('select pg_sleep(1.1), pg_stat_clear_snapshot()');
        const perCall = (((await commits()) - before) / row.total).toFixed(2);
        rows.push({
          ...row,
          'commits/call': perCall,
          bar: row['p99 ms'] < 30 ? 'p99 < 30 ms: met' : 'p99 < 30 ms: MISSED',
        });
      }
      const nodes = Number(process.env.BENCH_PLATFORM_NODES ?? '1');
      const where =
        nodes > 1 ? `${nodes} platform nodes sharing the port` : 'platform in its own process';
      console.log(
        `\nRecords benchmark (PostgreSQL, ${duration}s per cell, ${connections} connections, closed loop, loopback, ${where}, ${availableParallelism()} cores shared with autocannon and the database)\n`,
      );
      console.table(rows);
    } finally {
      await platform.stop();
    }
  } finally {
    await client.end();
    await app.close();
  }
}

async function memberById(db: Database, id: number) {
  const { members } = await import('../src/db/schema/index');
  const { eq } = await import('drizzle-orm');
  const [row] = await db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error(`no member ${id}`);
  return row;
}

await main();
