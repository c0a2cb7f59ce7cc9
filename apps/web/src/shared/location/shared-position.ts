/**
 * Spec §4 "Location": a changed position is shared with new webviews of the native app. The
 * app's webviews share this origin's local storage, so the last good reading is kept there and
 * a webview opened shortly after starts from it instead of asking the device again.
 */
import { isNativeApp } from '../bridge/bridge';
import { LOCAL_KEYS } from '../storage/keys';
import { readJson, writeJson } from '../storage/storage';
import { isValidLatitude, isValidLongitude, type Coordinates } from './simulated-location';

/** A reading older than this is not handed on: the customer may have moved. */
export const SHARED_POSITION_MAX_AGE_MS = 10 * 60_000;

interface SharedPosition extends Coordinates {
  /** When it was read, in milliseconds since the epoch. */
  at: number;
}

function isSharedPosition(value: unknown): value is SharedPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { latitude, longitude, at } = value as Record<string, unknown>;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    typeof at === 'number' &&
    isValidLatitude(latitude) &&
    isValidLongitude(longitude)
  );
}

/** Hands a successful device reading on to the app's other webviews. */
export function sharePosition(position: Coordinates, now = Date.now()): void {
  if (!isNativeApp()) return;
  const shared: SharedPosition = { latitude: position.latitude, longitude: position.longitude, at: now };
  writeJson('local', LOCAL_KEYS.position, shared);
}

/** The reading another webview of the app made recently, or null (always null in a browser). */
export function readSharedPosition(now = Date.now()): Coordinates | null {
  if (!isNativeApp()) return null;
  const value = readJson('local', LOCAL_KEYS.position);
  if (!isSharedPosition(value) || value.at > now || now - value.at > SHARED_POSITION_MAX_AGE_MS) return null;
  return { latitude: value.latitude, longitude: value.longitude };
}
