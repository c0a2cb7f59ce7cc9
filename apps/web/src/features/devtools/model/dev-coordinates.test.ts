import { DEFAULT_LOCATION } from '@lahap/contract/constants';
import { describe, expect, it } from 'vitest';
import { COORDINATE_PRESETS, parseCoordinates } from './dev-coordinates';

describe('parseCoordinates', () => {
  it.each([
    ['-6.2088', '106.8456'],
    ['90', '180'],
    ['-90', '-180'],
    [' 0 ', '0'],
    ['+1.5', '.5'],
  ])('accepts %s, %s', (latitude, longitude) => {
    const parsed = parseCoordinates(latitude, longitude);
    expect(parsed).toEqual({
      ok: true,
      coordinates: { latitude: Number(latitude), longitude: Number(longitude) },
    });
  });

  it.each([
    ['90.0001', '0', { latitude: 'latitudeInvalid' }],
    ['-91', '0', { latitude: 'latitudeInvalid' }],
    ['0', '180.5', { longitude: 'longitudeInvalid' }],
    ['0', '-181', { longitude: 'longitudeInvalid' }],
    ['', '', { latitude: 'latitudeInvalid', longitude: 'longitudeInvalid' }],
    ['abc', '1e2', { latitude: 'latitudeInvalid', longitude: 'longitudeInvalid' }],
    ['Infinity', '0x10', { latitude: 'latitudeInvalid', longitude: 'longitudeInvalid' }],
  ])('refuses %s, %s', (latitude, longitude, errors) => {
    expect(parseCoordinates(latitude, longitude)).toEqual({ ok: false, errors });
  });

  it('offers Jakarta at the default location first, and every preset is in range', () => {
    expect(COORDINATE_PRESETS[0]).toMatchObject(DEFAULT_LOCATION);
    for (const preset of COORDINATE_PRESETS) {
      expect(parseCoordinates(String(preset.latitude), String(preset.longitude)).ok).toBe(true);
    }
  });
});
