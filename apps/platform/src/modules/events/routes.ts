import fastifySse from '@fastify/sse';
import DataLoader from 'dataloader';
import fp from 'fastify-plugin';
import { EVENT_HEARTBEAT_SECONDS, EVENT_STREAM_PATH } from '@lobbykit/api-contract';
import type { Contract, MemberEvent, SessionEndReason, StreamHello } from '@lobbykit/api-contract';
import type { DepositState, WithdrawalState } from '@lobbykit/api-contract/rules';
import type { Member, MemberEventRow } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { authenticate, resolveMerchant } from '../../http/registerCall';
import { walletBalanceWires } from '../wallet/balance';
import type { WalletBalanceWire } from '../wallet/balance';
import { scheduleJob } from '../../jobs/schedule';
import { createStreamHub, recheckMs } from './hub';
import { createStatusWatch, statusName } from './statusWatch';
import { sweepStreamSessions } from './sessionSweep';
import { eventRetentionMs } from './outbox';
import type { StreamClient } from './hub';

/** A session-ended row names the sessions it ends (none: every session of the member). */
interface SessionEndedPayload {
  sessionIds?: number[];
  reason?: SessionEndReason;
}

/** Reads the client's Last-Event-ID: a sequence it saw, or null to start at the newest. */
function lastSeqOf(header: string | null): number | null {
  if (header === null || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/**
 * Issue 15: GET /wps/member/events, the member's events as Server-Sent Events (ARCHITECTURE.md
 * "Real-time events" says why SSE and not WebSocket). Authenticated like every T call, before the
 * first byte, so a refusal is an ordinary error envelope; a trial session gets none (§6).
 */
export const eventRoutes = fp(
  async (app) => {
    await app.register(fastifySse, { heartbeatInterval: EVENT_HEARTBEAT_SECONDS * 1000 });
    const hub = createStreamHub({
      bus: app.events.bus,
      outbox: app.events.outbox,
      onError: (error) => app.log.error({ err: error }, 'event stream'),
      ...(app.config.eventRecheckMs ? { recheckEveryMs: app.config.eventRecheckMs } : {}),
    });

    // Events older than a day are purged (a client offline longer reads its state afresh: the
    // stream's `reset`).
    scheduleJob(app, {
      name: 'event purge',
      everyMs: 60 * 60_000,
      atReady: true,
      work: async () =>
        void (await app.events.outbox.purgeOlderThan(new Date(Date.now() - eventRetentionMs))),
    });
    /** Runs `work` on this node every `ms` until the platform closes; failures are logged. */
    const every = (ms: number, label: string, work: () => Promise<void>) => {
      const timer = setInterval(() => {
        work().catch((error: unknown) => app.log.error({ err: error }, label));
      }, ms);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    };
    // Sessions that end without an event close their streams (sessionSweep.ts), checked once a
    // heartbeat for every stream of this node together.
    every(
      app.config.eventSessionSweepMs ?? EVENT_HEARTBEAT_SECONDS * 1000,
      'event stream session sweep',
      () => sweepStreamSessions(app, hub),
    );
    // A merchant's §4 status change reaches its open streams within a recheck (statusWatch.ts).
    every(
      app.config.eventRecheckMs ?? recheckMs,
      'event stream status watch',
      createStatusWatch(app.db, hub),
    );
    app.events.openStreams = (memberId) => hub.sizeOf(memberId);
    app.addHook('onClose', async () => hub.close());

    // Balances and unread counts are read when sent (at or after the change), and the streams the
    // hub renders in one turn share one query of each (a burst of payouts costs one read, not one
    // per member). No cache: each turn reads afresh.
    const balances = new DataLoader<Member, WalletBalanceWire, number>(
      (members) => walletBalanceWires(app.ledger, members),
      { cache: false, cacheKeyFn: (member) => member.id },
    );
    const unreadCounts = new DataLoader<number, number>(
      (memberIds) => app.repos.messages.unreadCounts(memberIds),
      { cache: false },
    );

    async function render(
      member: Member,
      sessionId: number,
      rows: MemberEventRow[],
    ): Promise<MemberEvent[]> {
      const events: MemberEvent[] = [];
      const needs = (type: MemberEventRow['type']) => rows.some((row) => row.type === type);
      // Asked for at once, before any await, so they join the turn's batch.
      const [balance, unread] = await Promise.all([
        needs('balance') ? balances.load(member) : undefined,
        needs('message') ? unreadCounts.load(member.id) : undefined,
      ]);
      for (const row of rows) {
        const base = { seq: row.seq, at: row.createdAt.toISOString() };
        if (row.type === 'balance' && balance) {
          events.push({ ...base, type: 'balance', balance });
        } else if (row.type === 'message' && unread !== undefined) {
          events.push({ ...base, type: 'message', unread });
        } else if (row.type === 'popup') {
          const { title = '', body = '' } = row.payload as { title?: string; body?: string };
          events.push({ ...base, type: 'popup', title, body });
        } else if (row.type === 'session-ended') {
          const payload = row.payload as SessionEndedPayload;
          // Another session of the member (another device) goes on.
          if (payload.sessionIds && !payload.sessionIds.includes(sessionId)) continue;
          events.push({ ...base, type: 'session-ended', reason: payload.reason ?? 'revoked' });
        } else if (row.type === 'deposit') {
          const { id, state } = row.payload as { id: number; state: DepositState };
          events.push({ ...base, type: 'deposit', id, state });
        } else if (row.type === 'withdrawal') {
          const { id, state } = row.payload as { id: string; state: WithdrawalState };
          events.push({ ...base, type: 'withdrawal', id, state });
        } else if (row.type === 'contract') {
          // The contract as it stood after the change, kept in the row (its terms never change).
          const { contract } = row.payload as { contract: Contract };
          events.push({ ...base, type: 'contract', contract });
        }
      }
      return events;
    }

    app.get(EVENT_STREAM_PATH, { sse: { kind: 'only' } }, async (request, reply) => {
      const merchant = await resolveMerchant(request);
      const { session, member } = await authenticate(request, merchant);
      if (session.kind === 'trial') {
        throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'Events are for real accounts.');
      }
      const { outbox } = app.events;
      const head = (await outbox.heads([member.id])).get(member.id) ?? 0;
      const asked = lastSeqOf(reply.sse.lastEventId);
      // Resuming after a sequence needs every event after it; a gap means some were purged.
      let reset = false;
      if (asked !== null && asked < head) {
        const oldest = await outbox.oldestAfter(member.id, asked);
        reset = oldest === null || oldest > asked + 1;
      }
      const start = asked === null || reset || asked > head ? head : asked;
      void reply.header('x-accel-buffering', 'no');
      // Which node holds the stream (the cluster check kills that one).
      if (app.config.nodeName) void reply.header('x-node', app.config.nodeName);
      const systemStatus = statusName(merchant.systemStatus);
      const hello: StreamHello = { seq: head, reset, status: systemStatus };
      await reply.sse.send({ event: 'hello', data: hello });
      reply.sse.keepAlive();

      const client: StreamClient = {
        memberId: member.id,
        sessionId: session.id,
        merchantId: merchant.id,
        systemStatus,
        lastSeq: start,
        render: (rows) => render(member, session.id, rows),
        async send(events) {
          if (!reply.sse.isConnected) return false;
          for (const event of events) {
            await reply.sse.send({ id: String(event.seq), event: event.type, data: event });
          }
          return true;
        },
        async sendSystem(system) {
          if (reply.sse.isConnected) await reply.sse.send({ event: 'system', data: system });
        },
        close: () => reply.sse.close(),
      };
      const leave = hub.add(client);
      reply.sse.onClose(leave);
    });
  },
  { name: 'event-routes', dependencies: ['events', 'ledger', 'repos', 'errors'] },
);
