/**
 * Keeps the shared position (spec §4 "Location"): read once while it is not yet successful,
 * falling back to Jakarta on failure. A result that differs from the stored one updates the
 * store; an equal one leaves it alone, so lists keyed on the position do not refetch.
 */
import { DEFAULT_LOCATION } from '@lahap/contract/constants';
import { locateDevice, type DeviceReading } from './locate-device';
import { LOCATION_CODES } from '@lahap/contract/enums';
import { INITIAL_POSITION, useLocationStore, type PositionState } from './location-store';
import { readSharedPosition, sharePosition } from './shared-position';
import { getSimulatedLocation } from './simulated-location';

let pending: Promise<PositionState> | null = null;
let attempted = false;

function stateOf(reading: DeviceReading): Omit<PositionState, 'loading' | 'address'> {
  if (reading.ok) {
    return {
      latitude: reading.latitude,
      longitude: reading.longitude,
      success: true,
      errorMessage: '',
      code: LOCATION_CODES.initial,
      isSimulated: reading.isSimulated,
    };
  }
  return {
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
    success: false,
    errorMessage: reading.message,
    code: reading.code,
    isSimulated: false,
  };
}

function apply(next: Omit<PositionState, 'loading' | 'address'>): void {
  const current = useLocationStore.getState();
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) => current[key] !== next[key]);
  if (changed) useLocationStore.setState({ ...next, loading: false });
  else if (current.loading) useLocationStore.setState({ loading: false });
}

function read(): Promise<PositionState> {
  if (pending) return pending;
  attempted = true;
  useLocationStore.setState({ loading: true });
  pending = locateDevice()
    .then((reading) => {
      if (reading.ok && !reading.isSimulated) sharePosition(reading);
      apply(stateOf(reading));
    })
    .finally(() => {
      pending = null;
    })
    .then(() => useLocationStore.getState());
  return pending;
}

/**
 * The position, read from the device unless it is already known. Simulated coordinates are
 * checked every time, so switching them on or off in developer options takes effect on the
 * next call. A failed reading is not retried here (the user was already asked); use
 * {@link refreshLocation} for that.
 */
export function ensureLocation(): Promise<PositionState> {
  if (pending) return pending;
  const state = useLocationStore.getState();
  const simulated = getSimulatedLocation();
  const simulationChanged = simulated
    ? !state.isSimulated || state.latitude !== simulated.latitude || state.longitude !== simulated.longitude
    : state.isSimulated;
  if (!attempted && !simulated) {
    // A webview the native app opened after another one read the position starts from that.
    const shared = readSharedPosition();
    if (shared) {
      attempted = true;
      apply(stateOf({ ok: true, ...shared, isSimulated: false }));
      return Promise.resolve(useLocationStore.getState());
    }
  }
  if (simulationChanged || !attempted) return read();
  return Promise.resolve(state);
}

/** Reads again when the last reading failed (pull to refresh); a known position is kept. */
export function refreshLocation(): Promise<PositionState> {
  if (useLocationStore.getState().success) return ensureLocation();
  return read();
}

/** Tests: forget every reading. */
export function resetLocationForTest(): void {
  pending = null;
  attempted = false;
  useLocationStore.setState(INITIAL_POSITION, true);
}
