import type { FastifyInstance } from 'fastify';
import { judgeSession } from '../../http/sessionVerdict';
import type { StreamHub } from './hub';

/** Sessions read per query by the sweep (an `in` list the database plans well). */
const batchSize = 1000;

/**
 * Issue 15: a session that ends without an event (its idle clock, its expiry, its time limit, a
 * disabled member) closes its open streams; the client's reconnect is then refused and it logs
 * out. One sweep per node per period reads every open stream's session in one query per thousand,
 * instead of one `authenticate` per stream per period (5,000 streams were 333 reads a second).
 */
export async function sweepStreamSessions(app: FastifyInstance, hub: StreamHub): Promise<void> {
  const clients = hub.clients();
  const ids = [...new Set(clients.map((client) => client.sessionId))];
  const now = Date.now();
  for (let i = 0; i < ids.length; i += batchSize) {
    const chunk = ids.slice(i, i + batchSize);
    const found = await app.repos.sessions.withMembersByIds(chunk);
    for (const sessionId of chunk) {
      const verdict = judgeSession(found.get(sessionId), now, app.config.sessionIdleMs);
      if (!verdict.refusal) continue;
      // The time limit ends the session for every call too, saying why (as authenticate does).
      if (verdict.endsForTimeLimit) await app.repos.sessions.revoke(sessionId, 'time-limit');
      for (const client of clients) if (client.sessionId === sessionId) client.close();
    }
  }
}
