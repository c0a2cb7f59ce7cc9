import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { otpCodes, smsOutbox } from '../../../db/schema/index.js';

/** What a send is counted by. */
export type SendKey = 'phone' | 'deviceId' | 'ip';

const SEND_KEY_COLUMNS = { phone: otpCodes.phone, deviceId: otpCodes.deviceId, ip: otpCodes.ip } as const;

export interface NewOtpCode {
  phone: string;
  scene: 'LOGIN' | 'CANCELLATION';
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  deviceId: string;
  ip: string;
}

export interface StoredOtpCode {
  id: number;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

function otpQueries(db: Database) {
  return {
    /**
     * The send time of the `n`-th newest send by `key` since `since`, or undefined when there
     * were fewer than `n`: once that send leaves the window, a new one fits under a limit of `n`.
     */
    async nthNewestSendSince(key: SendKey, value: string, since: Date, n: number): Promise<Date | undefined> {
      const column = SEND_KEY_COLUMNS[key];
      const rows = await db
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(column, value), gt(otpCodes.createdAt, since)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1)
        .offset(n - 1);
      return rows[0]?.createdAt;
    },

    async countSendsSince(key: SendKey, value: string, since: Date): Promise<number> {
      const column = SEND_KEY_COLUMNS[key];
      const rows = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(otpCodes)
        .where(and(eq(column, value), gt(otpCodes.createdAt, since)));
      return rows[0]?.count ?? 0;
    },

    async insert(code: NewOtpCode): Promise<void> {
      await db.insert(otpCodes).values(code);
    },

    /** The newest code sent to the phone for the scene: only the newest one can be used. */
    async findNewest(phone: string, scene: NewOtpCode['scene']): Promise<StoredOtpCode | undefined> {
      const rows = await db
        .select({
          id: otpCodes.id,
          codeHash: otpCodes.codeHash,
          expiresAt: otpCodes.expiresAt,
          attempts: otpCodes.attempts,
          consumedAt: otpCodes.consumedAt,
        })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), eq(otpCodes.scene, scene)))
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      return rows[0];
    },

    /** Counts a wrong try unless the code is already dead; answers the tries now recorded. */
    async recordWrongTry(id: number, maxAttempts: number): Promise<number | undefined> {
      const rows = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, maxAttempts)))
        .returning({ attempts: otpCodes.attempts });
      return rows[0]?.attempts;
    },

    /** Uses the code up; true for exactly one caller, and only while it is alive. */
    async consume(id: number, now: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpCodes.id, id),
            isNull(otpCodes.consumedAt),
            lt(otpCodes.attempts, maxAttempts),
            gt(otpCodes.expiresAt, now),
          ),
        )
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    /** Drops codes and outbox messages no limit or login can need any more. Idempotent. */
    async sweep(before: Date): Promise<void> {
      await db.delete(otpCodes).where(lt(otpCodes.createdAt, before));
      await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, before));
    },
  };
}
/** The queries, on the pool or inside a transaction. */
export type OtpQueries = ReturnType<typeof otpQueries>;

export function createOtpRepository(db: Database) {
  return {
    ...otpQueries(db),
    /**
     * Runs `work` in a transaction holding a lock on the phone, so two processes sending to one
     * phone at once cannot both pass its limits. Inside, only the handed-in queries may be used.
     */
    async withPhoneLock<T>(phone: string, work: (locked: OtpQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
        return work(otpQueries(tx));
      });
    },
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;
