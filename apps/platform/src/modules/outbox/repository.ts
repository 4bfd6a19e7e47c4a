import { desc } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { outbox } from '../../db/schema/index';

export type OutboxMessage = typeof outbox.$inferSelect;

/**
 * The default SMS and e-mail provider: messages are written to the outbox table, which a developer
 * or operator reads with `platform outbox` (ARCHITECTURE.md "Outbound messages").
 */
export function outboxRepository(db: Database) {
  return {
    async send(message: {
      merchantId: number | null;
      channel: 'sms' | 'email';
      to: string;
      subject?: string;
      body: string;
    }): Promise<void> {
      await db.insert(outbox).values({ ...message, subject: message.subject ?? null });
    },
    async latest(limit: number): Promise<OutboxMessage[]> {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
