/**
 * Platform benchmark: prints figures, asserts nothing (STYLE.md "speed goals live in benchmarks").
 * Loopback, autocannon in the same process as the server, 2 cores shared.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildPlatform } from '../src/app';
import { migrationsFolder } from '../src/db/index';
import { ensureTemplate } from '../src/db/template';
import { catalogueBench } from './catalogue';
import { encryptedLoginBody } from './encryptedLogin';
import { hashCounter, hashPassword } from '../src/modules/auth/password';

const brandsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../brands');
const merchant = 'SAKURA01';
const duration = Number(process.env.BENCH_SECONDS ?? '5');

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, Math.round(performance.now() - start)];
}

async function coldStart(): Promise<{ empty: number; existing: number }> {
  if (process.env.DATABASE_URL) return { empty: NaN, existing: NaN };
  const dir = mkdtempSync(join(tmpdir(), 'lk-bench-'));
  try {
    // The migrated template (src/db/template.ts) is built before, as any earlier start would have.
    await ensureTemplate(migrationsFolder);
    const [first, empty] = await timed(() => buildPlatform({ dataDir: dir, brandsDir }));
    await first.close();
    const [second, existing] = await timed(() => buildPlatform({ dataDir: dir, brandsDir }));
    await second.close();
    return { empty, existing };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function row(name: string, result: Awaited<ReturnType<typeof autocannon>>) {
  return {
    call: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
  };
}

function encryptedLogin(base: string, username: string, password: string): Promise<string> {
  return encryptedLoginBody(base, merchant, username, password);
}

async function main() {
  const cold = await coldStart();
  const dir = mkdtempSync(join(tmpdir(), 'lk-bench-'));
  const app: FastifyInstance = await buildPlatform({
    dataDir: dir,
    brandsDir,
    config: { checkResponses: false },
  });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const m = await app.repos.merchants.byCode(merchant);
    if (!m) throw new Error('no merchant');
    const password = 'bench12345';
    const member = await app.repos.members.create({
      merchantId: m.id,
      account: 'benchuser',
      passwordHash: await hashPassword(password),
    });
    const goodBody = await encryptedLogin(address, member.account, password);
    const login = await fetch(`${address}/wps/session/login`, {
      method: 'POST',
      headers: { merchant, 'content-type': 'application/json' },
      body: goodBody,
    }).then((r) => r.json());
    const token: string = login.value.token;
    const headers = { merchant };
    const results = [];
    results.push(
      row(
        'GET /wps/system/status',
        await autocannon({
          url: `${address}/wps/system/status`,
          connections: 100,
          duration,
          headers,
        }),
      ),
    );
    results.push(
      row(
        'GET /wps/system/domainRoute',
        await autocannon({
          url: `${address}/wps/system/domainRoute?host=sakura.localhost`,
          connections: 100,
          duration,
          headers,
        }),
      ),
    );
    results.push(
      row(
        'GET /wps/member/info',
        await autocannon({
          url: `${address}/wps/member/info`,
          connections: 100,
          duration,
          headers: { ...headers, authorization: token },
        }),
      ),
    );
    // The catalogue calls of issue 6 (bench/catalogue.ts runs them alone, with p95 and a paced mode).
    results.push(...(await catalogueBench({ address, tokens: [token], merchant, duration })));
    // Real logins (argon2 each), throttling on: 100 users with one login in flight each, as
    // people log in; successes give their reserved attempt back.
    const sharedHash = await hashPassword(password);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.repos.members.create({
          merchantId: m.id,
          account: `benchuser${i}`,
          passwordHash: sharedHash,
        }),
      ),
    );
    // A JWE opens once (issue 13 item 7): a body per login, far more than argon2 gets through in
    // the run; one sent again after the pool wraps is refused as REQUEST_REPLAYED.
    const users = await Promise.all(
      Array.from({ length: 100 * duration * 4 }, (_, i) =>
        encryptedLogin(address, `benchuser${i % 100}`, password),
      ),
    );
    let nextUser = 0;
    const hashesBefore = hashCounter.count;
    const good = await autocannon({
      url: `${address}/wps/session/login`,
      method: 'POST',
      connections: 10,
      duration,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => {
            nextUser = (nextUser + 1) % users.length;
            return { ...req, body: users[nextUser] };
          },
        },
      ],
    });
    results.push(row('POST login (valid, argon2)', good));
    // Logins still queued on the server finish before the next run is measured.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const goodHashes = hashCounter.count - hashesBefore;
    // A flood of bad logins on one account: after 10 failures every refusal is RATE_LIMITED
    // without argon2, so CPU goes to cheap refusals, not hashing. The flood replays one body, so
    // since issue 13 item 7 most refusals are REQUEST_REPLAYED, before the throttle: cheaper still.
    const badBody = await encryptedLogin(address, member.account, 'wrong-password');
    const cpuBefore = process.cpuUsage();
    const floodHashesBefore = hashCounter.count;
    const wallStart = performance.now();
    const flood = await autocannon({
      url: `${address}/wps/session/login`,
      method: 'POST',
      connections: 100,
      duration,
      headers: { ...headers, 'content-type': 'application/json' },
      body: badBody,
    });
    const wallMs = performance.now() - wallStart;
    const cpu = process.cpuUsage(cpuBefore);
    results.push(row('POST login (bad flood, 1 account)', flood));
    const floodHashes = hashCounter.count - floodHashesBefore;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // A flood across 200 accounts from one address: the per-IP window (50 failures / 15 min)
    // refuses the rest with RATE_LIMITED, again without argon2.
    const spread = await Promise.all(
      Array.from({ length: 200 }, (_, i) => encryptedLogin(address, `victim${i}`, 'guess123')),
    );
    let next = 0;
    const ipHashesBefore = hashCounter.count;
    const ipCpuBefore = process.cpuUsage();
    const ipWallStart = performance.now();
    const ipFlood = await autocannon({
      url: `${address}/wps/session/login`,
      method: 'POST',
      connections: 100,
      duration,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => {
            next = (next + 1) % spread.length;
            return { ...req, body: spread[next] };
          },
        },
      ],
    });
    const ipWallMs = performance.now() - ipWallStart;
    const ipCpu = process.cpuUsage(ipCpuBefore);
    results.push(row('POST login (bad flood, 200 accounts)', ipFlood));
    console.log(
      `\nLobbykit platform benchmark (${app.dialect}, ${duration}s per run, loopback, autocannon in-process)\n`,
    );
    console.table(results);
    console.log(
      `valid logins: ${Math.round(good.requests.average)}/s, ${goodHashes} argon2 computations`,
    );
    console.log(
      `bad-login flood: ${flood.requests.total} requests, ${floodHashes} argon2 computations, ` +
        `status codes ${JSON.stringify(Object.fromEntries(Object.entries(flood.statusCodeStats).map(([k, v]) => [k, v.count])))}, ` +
        `process CPU ${Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100)}% of one core (server + load generator)`,
    );
    console.log(
      `bad-login flood over 200 accounts: ${ipFlood.requests.total} requests, ${hashCounter.count - ipHashesBefore} argon2 computations, ` +
        `status codes ${JSON.stringify(Object.fromEntries(Object.entries(ipFlood.statusCodeStats).map(([k, v]) => [k, v.count])))}, ` +
        `process CPU ${Math.round(((ipCpu.user + ipCpu.system) / 1000 / ipWallMs) * 100)}% of one core`,
    );
    console.log(
      `cold start (buildPlatform, PGlite): empty data folder ${cold.empty} ms, existing data folder ${cold.existing} ms`,
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
