/**
 * One reading of where the device is (spec §5 "Geolocation"): the developer's simulated
 * coordinates when switched on, else the native shell (permission first), else the browser.
 * Never rejects; a failure comes back with its spec §3 code.
 */
import { BRIDGE_CODES } from '@lahap/contract/bridge';
import { GEOLOCATION_TIMEOUT_MS } from '@lahap/contract/constants';
import { bridge, isNativeApp } from '../bridge/bridge';
import type { BridgeFailureCode, LocationPermission } from '../bridge/bridge-types';
import { LOCATION_CODES, type LocationCode } from '@lahap/contract/enums';
import { getSimulatedLocation } from './simulated-location';

export type DeviceReading =
  | { ok: true; latitude: number; longitude: number; isSimulated: boolean }
  | { ok: false; code: Exclude<LocationCode, 0>; message: string };

function failure(code: Exclude<LocationCode, 0>, message: string): DeviceReading {
  return { ok: false, code, message };
}

/** How a failed bridge answer reads as a position code (spec §8 "Native bridge codes"). */
export function codeOfBridgeFailure(code: BridgeFailureCode): Exclude<LocationCode, 0> {
  switch (code) {
    case BRIDGE_CODES.noPermission:
    case BRIDGE_CODES.permissionDenied:
      return LOCATION_CODES.permissionDenied;
    case BRIDGE_CODES.grantedButLocationUnavailable:
      return LOCATION_CODES.grantedButDisabled;
    case BRIDGE_CODES.notImplemented:
    case BRIDGE_CODES.webNotImplemented:
    case BRIDGE_CODES.notInApp:
      return LOCATION_CODES.notSupported;
    default:
      return LOCATION_CODES.grantedButFailed;
  }
}

function isGranted(permission: LocationPermission): boolean {
  return permission.location === 'granted' || permission.coarseLocation === 'granted';
}

async function locateNative(): Promise<DeviceReading> {
  const checked = await bridge.checkLocationPermission();
  if (checked.code !== 0) return failure(codeOfBridgeFailure(checked.code), checked.message);
  if (!isGranted(checked.data)) {
    const requested = await bridge.requestLocationPermission();
    if (requested.code !== 0) return failure(codeOfBridgeFailure(requested.code), requested.message);
    if (!isGranted(requested.data)) {
      return failure(LOCATION_CODES.permissionDenied, 'Location permission denied');
    }
  }
  const position = await bridge.getCurrentPosition({
    enableHighAccuracy: true,
    timeoutMs: GEOLOCATION_TIMEOUT_MS,
  });
  if (position.code !== 0) return failure(codeOfBridgeFailure(position.code), position.message);
  const { latitude, longitude, isSimulated } = position.data;
  return { ok: true, latitude, longitude, isSimulated: isSimulated === true };
}

/** GeolocationPositionError codes 1–3 are the spec's codes 1–3; anything else is unknown. */
function codeOfBrowserError(code: number): Exclude<LocationCode, 0> {
  switch (code) {
    case 1:
      return LOCATION_CODES.permissionDenied;
    case 2:
      return LOCATION_CODES.positionUnavailable;
    case 3:
      return LOCATION_CODES.timeout;
    default:
      return LOCATION_CODES.unknown;
  }
}

function locateBrowser(): Promise<DeviceReading> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(failure(LOCATION_CODES.notSupported, 'Geolocation not supported'));
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({ ok: true, latitude: coords.latitude, longitude: coords.longitude, isSimulated: false }),
        (error) => resolve(failure(codeOfBrowserError(error.code), error.message)),
        { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS },
      );
    } catch (error) {
      resolve(failure(LOCATION_CODES.unknown, String(error)));
    }
  });
}

export function locateDevice(): Promise<DeviceReading> {
  const simulated = getSimulatedLocation();
  if (simulated) return Promise.resolve({ ok: true, ...simulated, isSimulated: true });
  return isNativeApp() ? locateNative() : locateBrowser();
}
