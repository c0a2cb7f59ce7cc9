/**
 * The developer option "simulated coordinates": a fixed position the location service uses
 * instead of asking the device, so store distances and nearby lists can be tried from
 * anywhere. Kept in local storage, so it survives reloads until switched off.
 */
import { LOCAL_KEYS } from '../storage/keys';
import { readJson, removeItem, writeJson } from '../storage/storage';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface SimulatedLocationSetting extends Coordinates {
  enabled: boolean;
}

/** True for a latitude the world has: −90..90. */
export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

/** True for a longitude the world has: −180..180. */
export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

function isSetting(value: unknown): value is SimulatedLocationSetting {
  if (typeof value !== 'object' || value === null) return false;
  const { enabled, latitude, longitude } = value as Record<string, unknown>;
  return (
    typeof enabled === 'boolean' &&
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    isValidLatitude(latitude) &&
    isValidLongitude(longitude)
  );
}

/** The stored setting, or null when none (or a damaged one) is stored. */
export function readSimulatedLocationSetting(): SimulatedLocationSetting | null {
  const stored = readJson('local', LOCAL_KEYS.simulatedLocation);
  return isSetting(stored) ? stored : null;
}

/** Stores the setting; false when the coordinates are out of range or storage refused. */
export function writeSimulatedLocationSetting(setting: SimulatedLocationSetting): boolean {
  if (!isSetting(setting)) return false;
  return writeJson('local', LOCAL_KEYS.simulatedLocation, setting);
}

export function clearSimulatedLocation(): void {
  removeItem('local', LOCAL_KEYS.simulatedLocation);
}

/** The position to use instead of the device's, or null when the option is off. */
export function getSimulatedLocation(): Coordinates | null {
  const setting = readSimulatedLocationSetting();
  if (!setting?.enabled) return null;
  return { latitude: setting.latitude, longitude: setting.longitude };
}
