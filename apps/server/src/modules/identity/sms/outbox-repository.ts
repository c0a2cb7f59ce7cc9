import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { smsOutbox } from '../../../db/schema/index.js';

export interface OutboxMessage {
  phone: string;
  text: string;
  createdAt: Date;
}

export function createOutboxRepository(db: Database) {
  return {
    async add(message: OutboxMessage): Promise<void> {
      await db.insert(smsOutbox).values(message);
    },

    /** The newest messages to a phone, newest first. */
    async latest(phone: string, limit: number): Promise<OutboxMessage[]> {
      return db
        .select({ phone: smsOutbox.phone, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, phone))
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
