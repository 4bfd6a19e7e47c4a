import { randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { CompactEncrypt, importJWK } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/index';

// The baccarat table's money path (issue 11) under a crash, like the wallet's (test/wallet/
// crash.test.ts): a platform child process on PGlite is killed with SIGKILL in the middle of a
// burst of coups. Every coup the player was answered must still be there, whole (its round, its
// bet and its payout), and nothing may be half-done.

const platformDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-baccarat-crash-'));
const socketPath = join(dataDir, 'operator.sock');
const merchantCode = 'SAKURA01';

function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_DATA_DIR: dataDir, LOG: '0', ...extra };
  delete env.DATABASE_URL;
  return env;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** One operator command over the platform's Unix socket (the channel the CLI uses). */
function channel(command: string, params: unknown): Promise<{ ok: boolean; result?: unknown }> {
  return new Promise((done, fail) => {
    const body = JSON.stringify({ command, params });
    const req = request(
      {
        socketPath,
        path: '/run',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            fail(error);
          }
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

let port = 0;

async function startPlatform(): Promise<ChildProcess> {
  port = await freePort();
  if (existsSync(socketPath)) rmSync(socketPath);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: platformDir,
    env: childEnv({ PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  // Generous: the first start of an empty data folder generates the catalogue, on shared cores.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited early: ${stderr}`);
    if (existsSync(socketPath)) {
      try {
        if ((await channel('merchants', {})).ok) return child;
      } catch {
        // not listening yet
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`platform did not start: ${stderr}`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) =>
    child.exitCode !== null || child.signalCode !== null
      ? done()
      : child.once('exit', () => done()),
  );
}

const base = () => `http://127.0.0.1:${port}`;
const callHeaders = { merchant: merchantCode, language: 'EN', device: 'web' };

/** An envelope as the test reads it: loosely, like helpers.ts `Answer.json`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function api(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Loose> {
  const response = await fetch(`${base()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...callHeaders,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return response.json();
}

async function login(account: string, password: string): Promise<string> {
  const key = (await api('/wps/system/publicKey')).value;
  const jwe = await new CompactEncrypt(
    new TextEncoder().encode(
      JSON.stringify({
        username: account,
        password,
        type: 'username',
        // Issue 13 item 7: a JWE opens once, while it is fresh.
        iat: Math.floor(Date.now() / 1000),
        jti: randomUUID(),
      }),
    ),
  )
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid, cty: 'json' })
    .encrypt(await importJWK(key.jwk, 'RSA-OAEP-256'));
  const answer = await api('/wps/session/login', { method: 'POST', body: { jwe } });
  if (!answer.success) throw new Error(`login: ${JSON.stringify(answer)}`);
  return answer.value.token;
}

let platform: ChildProcess | undefined;

afterAll(async () => {
  if (platform && platform.exitCode === null && platform.signalCode === null) {
    platform.kill('SIGKILL');
    await exited(platform);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the baccarat table survives a crash (platform child process on PGlite, issue 11)', () => {
  it('coups killed with SIGKILL mid-burst: every answered coup is stored whole, replays answer it unchanged, and the ledger is clean', async () => {
    platform = await startPlatform();
    const seeded = await channel('seed-demo', { code: merchantCode });
    const members = (
      seeded.result as { members: { account: string; password: string; type: number }[] }
    ).members;
    const member = members.find((m) => m.type === 0);
    if (!member) throw new Error('no member');
    const funded = await channel('credit', {
      merchant: merchantCode,
      account: member.account,
      amount: '1000000',
      reason: 'crash test',
      key: 'baccarat-crash-fund',
      kind: 'deposit',
      actor: 'operator:crash-test',
    });
    expect(funded.ok).toBe(true);
    const token = await login(member.account, member.password);
    const live = await api('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1&pageNo=1');
    const nodeId = live.value.games[0].nodeId as string;
    const launched = await api('/wps/game/launchGame', {
      method: 'POST',
      headers: { authorization: token },
      body: { nodeId, returnUrl: `${base()}/` },
    });
    expect(launched.value.demoGame).toBe('baccarat');
    const ticket = new URL(launched.value.url);
    const opened = await fetch(`${base()}${ticket.pathname}${ticket.search}`, {
      redirect: 'manual',
    });
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const gameSessionId = launched.value.gameSessionId as string;
    const game = { 'game-session': gameSessionId, cookie };
    const state = (await api('/wps/game/demo/state', { headers: game })).value;

    const acknowledged: { body: Record<string, string>; round: unknown }[] = [];
    let killed = false;
    const spots = ['PLAYER', 'BANKER', 'TIE'];
    const worker = async (w: number) => {
      for (let i = 0; !killed && i < 2_000; i += 1) {
        const body = {
          roundId: randomUUID(),
          amount: state.minBet,
          spot: spots[(w + i) % 3] ?? 'TIE',
        };
        try {
          const answer = await api('/wps/game/demo/deal', { method: 'POST', headers: game, body });
          // An answer that arrived is an acknowledgement, even one that raced the kill.
          if (answer.success) acknowledged.push({ body, round: answer.value.round });
          if (acknowledged.length >= 60 && !killed) {
            killed = true;
            platform?.kill('SIGKILL');
          }
        } catch {
          // The platform died with this coup in flight: it may or may not have been dealt.
          return;
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    await exited(platform);
    expect(platform.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    platform = await startPlatform();
    // Every answered coup is there: replaying it answers the same round and moves nothing.
    for (const a of acknowledged) {
      const again = await api('/wps/game/demo/deal', {
        method: 'POST',
        headers: game,
        body: a.body,
      });
      expect(again.success, JSON.stringify(again)).toBe(true);
      expect(again.value).toMatchObject({ replayed: true, round: a.round });
    }
    platform.kill('SIGTERM');
    await exited(platform);

    const check = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'ledger', 'check'],
      {
        cwd: platformDir,
        env: childEnv(),
        encoding: 'utf8',
        timeout: 90_000,
      },
    );
    expect(check.stdout).toContain('ledger check: clean');
    expect(check.status).toBe(0);

    // Nothing half-done: no bet or payout without its round, no round without its bet, and the
    // nonces of the seed used once each without a gap.
    const handle = await createDatabase({ dataDir });
    try {
      const orphans = await handle.db.execute(sql`
        select count(*)::int as n from transfers t
         where t.reference like 'demo-round:%'
           and not exists (select 1 from game_rounds r where t.reference = 'demo-round:' || r.client_round_id)`);
      expect((orphans as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      const unpaid = await handle.db.execute(sql`
        select count(*)::int as n from game_rounds r
         where r.kind = 'baccarat'
           and (r.bet_transfer_id is null
                or (r.payout_minor > 0 and r.payout_transfer_id is null))`);
      expect((unpaid as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      const nonces = await handle.db.execute(sql`
        select count(*)::int as n, min(nonce)::int as lo, max(nonce)::int as hi
          from game_rounds where kind = 'baccarat'`);
      const row = (nonces as unknown as { rows: { n: number; lo: number; hi: number }[] }).rows[0];
      expect(row?.lo).toBe(0);
      expect(row?.hi).toBe((row?.n ?? 0) - 1);
      expect(row?.n).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await handle.close();
    }
  }, 420_000);
});
