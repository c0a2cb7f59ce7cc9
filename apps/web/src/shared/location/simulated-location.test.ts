import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../storage/keys';
import {
  clearSimulatedLocation,
  getSimulatedLocation,
  readSimulatedLocationSetting,
  writeSimulatedLocationSetting,
} from './simulated-location';

describe('simulated location', () => {
  it('is null until set', () => {
    expect(getSimulatedLocation()).toBeNull();
    expect(readSimulatedLocationSetting()).toBeNull();
  });

  it('returns the stored coordinates while enabled', () => {
    expect(writeSimulatedLocationSetting({ enabled: true, latitude: -6.2088, longitude: 106.8456 })).toBe(
      true,
    );
    expect(getSimulatedLocation()).toEqual({ latitude: -6.2088, longitude: 106.8456 });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.simulatedLocation) ?? '')).toEqual({
      enabled: true,
      latitude: -6.2088,
      longitude: 106.8456,
    });
  });

  it('keeps the coordinates but returns null while disabled', () => {
    writeSimulatedLocationSetting({ enabled: false, latitude: 1, longitude: 2 });
    expect(getSimulatedLocation()).toBeNull();
    expect(readSimulatedLocationSetting()).toEqual({ enabled: false, latitude: 1, longitude: 2 });
  });

  it('refuses out-of-range coordinates and ignores damaged storage', () => {
    expect(writeSimulatedLocationSetting({ enabled: true, latitude: 91, longitude: 0 })).toBe(false);
    expect(writeSimulatedLocationSetting({ enabled: true, latitude: 0, longitude: -181 })).toBe(false);
    expect(getSimulatedLocation()).toBeNull();
    localStorage.setItem(LOCAL_KEYS.simulatedLocation, '{"enabled":true,"latitude":"x"}');
    expect(getSimulatedLocation()).toBeNull();
    localStorage.setItem(LOCAL_KEYS.simulatedLocation, 'not json');
    expect(getSimulatedLocation()).toBeNull();
  });

  it('clears', () => {
    writeSimulatedLocationSetting({ enabled: true, latitude: 1, longitude: 2 });
    clearSimulatedLocation();
    expect(getSimulatedLocation()).toBeNull();
  });
});
