import type { Database } from '../../../db/client.js';
import { deviceTokens } from '../../../db/schema/index.js';

export function createDeviceRepository(db: Database) {
  return {
    /** One push token per device: the latest report wins, with whoever was logged in then. */
    async upsertPushToken(row: {
      deviceId: string;
      userId: number | null;
      fcmToken: string;
      updatedAt: Date;
    }) {
      await db
        .insert(deviceTokens)
        .values(row)
        .onConflictDoUpdate({
          target: deviceTokens.deviceId,
          set: { userId: row.userId, fcmToken: row.fcmToken, updatedAt: row.updatedAt },
        });
    },
  };
}
export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
