import { request } from 'node:http';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  merchantsCommand,
  outboxCommand,
  regionCommand,
  statusCommand,
} from '../../src/cli/commands/merchants';
import { seedDemoCommand } from '../../src/cli/commands/seedDemo';
import { UsageError } from '../../src/cli/command';
import { startOperatorChannel } from '../../src/operator/channel';
import { call, login, testPlatform } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('cli');
});
afterAll(async () => {
  await app.close();
});

const ctx = () => ({ db: app.db, repos: app.repos, ledger: app.ledger });

function overSocket(
  socketPath: string,
  body: unknown,
): Promise<{ ok: boolean; result?: unknown; message?: string }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      { socketPath, path: '/run', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('operator commands', () => {
  it('lists merchants', async () => {
    const rows = await merchantsCommand.run(ctx(), merchantsCommand.parse([]));
    expect(rows.map((r) => r.code)).toEqual(['ALPHA01', 'BETA01']);
  });
  it('status maintenance puts the site into maintenance and normal takes it out', async () => {
    await statusCommand.run(ctx(), statusCommand.parse(['BETA01', 'maintenance']));
    expect(
      (await call(app, 'GET', '/wps/system/status', { merchant: 'BETA01' })).json.value.status,
    ).toBe(1);
    await statusCommand.run(ctx(), statusCommand.parse(['BETA01', 'normal']));
    expect(
      (await call(app, 'GET', '/wps/system/status', { merchant: 'BETA01' })).json.value.status,
    ).toBe(0);
    expect(() => statusCommand.parse(['BETA01', 'closed'])).toThrow(UsageError);
  });
  it('region sets and clears the CIDR and country lists', async () => {
    const set = await regionCommand.run(
      ctx(),
      regionCommand.parse(['BETA01', '--cidr', '10.0.0.0/8', '--country', 'xx']),
    );
    expect(set).toEqual({ code: 'BETA01', cidrs: ['10.0.0.0/8'], countries: ['XX'] });
    expect(
      (await call(app, 'GET', '/wps/system/status', { merchant: 'BETA01', ip: '10.9.9.9' })).json
        .value.status,
    ).toBe(2);
    await regionCommand.run(ctx(), regionCommand.parse(['BETA01', '--clear']));
    expect(
      (await call(app, 'GET', '/wps/system/status', { merchant: 'BETA01', ip: '10.9.9.9' })).json
        .value.status,
    ).toBe(0);
    expect(() => regionCommand.parse(['BETA01', '--cidr', '10.0.0.0/99'])).toThrow(UsageError);
  });
  it('seed-demo makes a member, an agent with two downlines and a trial player whose passwords work', async () => {
    const result = await seedDemoCommand.run(ctx(), seedDemoCommand.parse(['ALPHA01']));
    expect(result.members.map((m) => m.type)).toEqual([0, 1, 0, 0, 4]);
    const agent = result.members[1];
    if (!agent) throw new Error('no agent');
    const answer = await login(app, agent.account, agent.password);
    expect(answer.status).toBe(200);
    const agentRow = await app.repos.members.byAccount(
      (await app.repos.merchants.byCode('ALPHA01'))?.id ?? 0,
      agent.account,
    );
    const all = await app.repos.members.listByMerchant(agentRow?.merchantId ?? 0);
    expect(all.filter((m) => m.parentId === agentRow?.id)).toHaveLength(2);
  });
  it('outbox lists the newest messages', async () => {
    await app.repos.outbox.send({
      merchantId: null,
      channel: 'email',
      to: 'ops@example.com',
      body: 'hello',
    });
    const rows = await outboxCommand.run(ctx(), outboxCommand.parse(['--limit', '1']));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.to).toBe('ops@example.com');
  });
});

describe('operator channel', () => {
  it('runs commands over a 0600 Unix socket inside the data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lk-op-'));
    const socketPath = join(dir, 'operator.sock');
    const channel = await startOperatorChannel(app, socketPath);
    try {
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      const answer = await overSocket(socketPath, { command: 'merchants', params: {} });
      expect(answer.ok).toBe(true);
      const unknown = await overSocket(socketPath, { command: 'drop-everything', params: {} });
      expect(unknown.ok).toBe(false);
    } finally {
      await channel.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('is not reachable from public routes', async () => {
    const answer = await call(app, 'POST', '/run', { body: { command: 'merchants' } });
    expect(answer.status).toBe(404);
  });
});
