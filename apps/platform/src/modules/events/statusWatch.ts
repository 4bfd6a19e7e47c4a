import { inArray } from 'drizzle-orm';
import { systemStatusNames } from '@lobbykit/api-contract';
import type { SystemStatusName } from '@lobbykit/api-contract';
import type { Database } from '../../db/index';
import { merchants } from '../../db/schema/index';
import type { StreamHub } from './hub';

/** §4 the stored status number by name; an unknown number reads as maintenance (the safe side). */
export function statusName(value: number): SystemStatusName {
  return systemStatusNames[value] ?? 'maintenance';
}

/**
 * Issue 15 "system status changed": each node reads the status of the merchants its open streams
 * belong to (one query a period) and tells each stream whose status it last knew differs (from
 * the merchant it opened with). Read, not pushed: the operator's `status` command may run in
 * another process (the CLI on PostgreSQL) or on another node, and a read a second reaches every
 * node without the bus. A status is the merchant's state, not a member's event: no outbox row.
 */
export function createStatusWatch(db: Database, hub: StreamHub) {
  return async function check(): Promise<void> {
    const clients = hub.clients();
    const ids = [...new Set(clients.map((client) => client.merchantId))];
    if (ids.length === 0) return;
    const rows = await db
      .select({ id: merchants.id, systemStatus: merchants.systemStatus })
      .from(merchants)
      .where(inArray(merchants.id, ids));
    const statusOf = new Map(rows.map((row) => [row.id, statusName(row.systemStatus)]));
    await Promise.all(
      clients.map(async (client) => {
        const status = statusOf.get(client.merchantId);
        if (status === undefined || status === client.systemStatus) return;
        client.systemStatus = status;
        await client.sendSystem({ status });
      }),
    );
  };
}
