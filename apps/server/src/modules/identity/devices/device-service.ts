import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../../../lib/clock.js';
import type { DeviceRepository } from './device-repository.js';

/** Push-token registration and the server's device ids (device/report, risk/getDeviceInfo). */
export function createDeviceService(repository: DeviceRepository, deviceIdKey: Buffer, now: Clock) {
  return {
    async reportPushToken(deviceId: string, userId: number | null, fcmToken: string): Promise<void> {
      await repository.upsertPushToken({ deviceId, userId, fcmToken, updatedAt: new Date(now()) });
    },

    /**
     * The server's id for a client device id: a keyed hash, so the same device always gets the
     * same id on every server process without storing anything, and nobody can derive it
     * without the key. No client id: a fresh random one.
     */
    serverDeviceId(clientDeviceId: string | undefined): string {
      const raw = clientDeviceId
        ? createHmac('sha256', deviceIdKey).update(clientDeviceId).digest()
        : randomBytes(32);
      return `D${raw.subarray(0, 18).toString('base64url')}`;
    },
  };
}
export type DeviceService = ReturnType<typeof createDeviceService>;
