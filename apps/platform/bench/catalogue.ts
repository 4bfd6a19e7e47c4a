/**
 * Catalogue benchmark (issue 6 quality bar: p99 under 20 ms at 100 concurrent connections on
 * PostgreSQL). Prints figures, asserts nothing. Standalone:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/catalogue.ts
 * With DATABASE_URL it creates (and drops) its own database on that server; without, it runs on a
 * PGlite folder and says so. It also times the demo catalogue's share of a cold PGlite start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { CompactEncrypt, importJWK } from 'jose';
import pg from 'pg';
import { buildPlatform } from '../src/app';
import { createDatabase } from '../src/db/index';
import { hashPassword } from '../src/modules/auth/password';
import { ensureDemoCatalogue } from '../src/modules/catalogue/index';
import { loadSnapshot } from '../src/modules/catalogue/snapshot';

const brandsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../brands');
const merchant = 'SAKURA01';

export interface CatalogueBenchOptions {
  /** `http://127.0.0.1:port` of a running platform. */
  address: string;
  /** A member token of `merchant` (favourites and GCSGAME_getVassGameType need one). */
  token: string;
  merchant: string;
  duration: number;
  connections?: number;
  /**
   * Requests per second offered across all connections (autocannon overallRate). Unset: each
   * connection sends its next request as soon as the last answers (closed loop, saturation).
   */
  rate?: number;
}

export interface LatencyRow {
  call: string;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  total: number;
  non2xx: number;
}

/** Exact percentile of the recorded latencies (autocannon's own histogram has no p95). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? NaN) * 10) / 10;
}

type Result = Awaited<ReturnType<typeof autocannon>>;
type Tracker = Promise<Result> & {
  on: (
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ) => void;
};

async function measure(
  name: string,
  options: Parameters<typeof autocannon>[0],
): Promise<LatencyRow> {
  const latencies: number[] = [];
  const run = autocannon(options) as unknown as Tracker;
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    call: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(latencies, 50),
    'p95 ms': percentile(latencies, 95),
    'p99 ms': percentile(latencies, 99),
    total: result.requests.total,
    non2xx: result.non2xx,
  };
}

/** A spread of real list queries, so the benchmark is not one cached plan on one page. */
const listQueries = [
  'gameType=RNG&pageNo=1&pageSize=10',
  'gameType=RNG&pageNo=7&pageSize=10',
  'gameType=LIVE&pageNo=1&pageSize=10',
  'isNew=1&pageNo=1&pageSize=10',
  'isTop=1&pageNo=1&pageSize=10',
  'gameType=RNG&gameClassify=JP&pageNo=1&pageSize=10',
  'gameType=RNG&minBet=1.00&minLineNum=25&pageNo=2&pageSize=10',
  'gameType=RNG&rngSubCategory=AC&pageNo=1&pageSize=10',
  'gameName=dragon&pageNo=1&pageSize=10',
  'gameName=%E9%BE%8D&pageNo=1&pageSize=10',
  'vassalage=JL&pageNo=1&pageSize=10',
  'gameType=FISH&pageNo=1&pageSize=10',
];

/** Runs each catalogue call for `duration` seconds at `connections` (default 100). */
export async function catalogueBench(options: CatalogueBenchOptions): Promise<LatencyRow[]> {
  const { address, token, duration } = options;
  const connections = options.connections ?? 100;
  const paced = options.rate ? { overallRate: options.rate } : {};
  const headers = { merchant: options.merchant, language: 'EN' };
  const auth = { ...headers, authorization: token };
  const relay = `${address}/wps/relay`;
  const rows: LatencyRow[] = [];
  rows.push(
    await measure('GCSGAME_newGameVendor', {
      url: `${relay}/GCSGAME_newGameVendor`,
      connections,
      ...paced,
      duration,
      headers,
    }),
  );
  let next = 0;
  rows.push(
    await measure('GCSGAME_gameList (12 queries)', {
      url: `${relay}/GCSGAME_gameList`,
      connections,
      ...paced,
      duration,
      headers,
      requests: [
        {
          setupRequest: (request) => {
            next = (next + 1) % listQueries.length;
            return { ...request, path: `/wps/relay/GCSGAME_gameList?${listQueries[next]}` };
          },
        },
      ],
    } as Parameters<typeof autocannon>[0]),
  );
  rows.push(
    await measure('GCSGAME_hotGamesV2', {
      url: `${relay}/GCSGAME_hotGamesV2?limit=10`,
      connections,
      ...paced,
      duration,
      headers,
    }),
  );
  rows.push(
    await measure('GCSGAME_getVassGameType', {
      url: `${relay}/GCSGAME_getVassGameType`,
      connections,
      ...paced,
      duration,
      headers: auth,
    }),
  );
  rows.push(
    await measure('MCSFE_getFavoriteGames', {
      url: `${relay}/MCSFE_getFavoriteGames`,
      connections,
      ...paced,
      duration,
      headers: auth,
    }),
  );
  rows.push(
    await measure('MCSFE_getFavoriteGamesList', {
      url: `${relay}/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=10`,
      connections,
      ...paced,
      duration,
      headers: auth,
    }),
  );
  rows.push(
    await measure('MCSFE_addFavoriteGameV2 (repeat)', {
      url: `${relay}/MCSFE_addFavoriteGameV2`,
      method: 'POST',
      connections,
      ...paced,
      duration,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: '100002', vendor: 'JL', gameType: 'RNG' }),
    }),
  );
  return rows;
}

/** The demo catalogue's share of a cold start on an empty PGlite folder (write it, read it back). */
async function catalogueColdStartMs(): Promise<{ migrate: number; catalogue: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'lk-bench-cat-'));
  try {
    let start = performance.now();
    const handle = await createDatabase({ dataDir: dir });
    const migrate = performance.now() - start;
    start = performance.now();
    await ensureDemoCatalogue(handle.db);
    await loadSnapshot(handle.db);
    const catalogue = performance.now() - start;
    await handle.close();
    return { migrate: Math.round(migrate), catalogue: Math.round(catalogue) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function scratchPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_catalogue_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

async function loginToken(address: string, username: string, password: string): Promise<string> {
  const key = await fetch(`${address}/wps/system/publicKey`, { headers: { merchant } }).then((r) =>
    r.json(),
  );
  const jwk = await importJWK(key.value.jwk, 'RSA-OAEP-256');
  const jwe = await new CompactEncrypt(
    new TextEncoder().encode(JSON.stringify({ username, password, type: 'username' })),
  )
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.value.kid, cty: 'json' })
    .encrypt(jwk);
  const answer = await fetch(`${address}/wps/session/login`, {
    method: 'POST',
    headers: { merchant, 'content-type': 'application/json' },
    body: JSON.stringify({ jwe }),
  }).then((r) => r.json());
  return answer.value.token;
}

async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_SECONDS ?? '5');
  const cold = await catalogueColdStartMs();
  const databaseUrl = process.env.DATABASE_URL;
  const scratch = databaseUrl ? await scratchPostgres(databaseUrl) : null;
  const dir = scratch ? null : mkdtempSync(join(tmpdir(), 'lk-bench-'));
  const app = await buildPlatform({
    brandsDir,
    ...(scratch ? { databaseUrl: scratch.url } : { dataDir: dir ?? '' }),
    config: { checkResponses: false },
  });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const m = await app.repos.merchants.byCode(merchant);
    if (!m) throw new Error(`no merchant ${merchant}`);
    const password = 'bench12345';
    const member = await app.repos.members.create({
      merchantId: m.id,
      account: 'catbench',
      passwordHash: await hashPassword(password),
    });
    const token = await loginToken(address, member.account, password);
    // A member with a realistic handful of favourites.
    const hot = await fetch(`${address}/wps/relay/GCSGAME_hotGamesV2?limit=20`, {
      headers: { merchant },
    }).then((r) => r.json());
    for (const game of hot.value.list as { nodeId: string; vassalage: string; gameType: string }[])
      await fetch(`${address}/wps/relay/MCSFE_addFavoriteGameV2`, {
        method: 'POST',
        headers: { merchant, authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
        }),
      });
    const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
    const rows = await catalogueBench({
      address,
      token,
      merchant,
      duration,
      ...(rate ? { rate } : {}),
    });
    console.log(
      `\nCatalogue benchmark (${app.dialect}, ${duration}s per call, 100 connections, ` +
        `${rate ? `${rate} req/s offered` : 'closed loop'}, loopback, autocannon in-process)\n`,
    );
    console.table(rows);
    console.log(
      `cold start on an empty PGlite folder: migrations ${cold.migrate} ms, demo catalogue +${cold.catalogue} ms`,
    );
  } finally {
    await app.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
