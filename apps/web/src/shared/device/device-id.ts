import { LOCAL_KEYS } from '../storage/keys';
import { readString, writeString } from '../storage/storage';
import { randomId } from './random-id';

let fallbackId: string | undefined;

/**
 * This device's stable id, minted once and kept in local storage. Read from storage on every
 * call because the native shell may overwrite it with the app's own id at start-up. When
 * storage is unavailable the id lives for this page only.
 */
export function getDeviceId(): string {
  const stored = readString('local', LOCAL_KEYS.deviceId);
  if (stored) return stored;
  const id = fallbackId ?? randomId();
  fallbackId = writeString('local', LOCAL_KEYS.deviceId, id) ? undefined : id;
  return id;
}
