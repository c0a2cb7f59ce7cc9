import { DEFAULT_LOCATION } from '@lahap/contract/constants';
import { isValidLatitude, isValidLongitude, type Coordinates } from '@/shared/location/simulated-location';

/** Spots around Greater Jakarta to simulate with one tap; names are i18n keys (`developer:presets.*`). */
export const COORDINATE_PRESETS = [
  { key: 'jakarta', latitude: DEFAULT_LOCATION.latitude, longitude: DEFAULT_LOCATION.longitude },
  { key: 'bekasi', latitude: -6.2383, longitude: 106.9756 },
  { key: 'tangerang', latitude: -6.1783, longitude: 106.6319 },
  { key: 'depok', latitude: -6.4025, longitude: 106.7942 },
] as const;
export type CoordinatePresetKey = (typeof COORDINATE_PRESETS)[number]['key'];

export type CoordinateError = 'latitudeInvalid' | 'longitudeInvalid';

export type ParsedCoordinates =
  | { ok: true; coordinates: Coordinates }
  | { ok: false; errors: { latitude?: CoordinateError; longitude?: CoordinateError } };

/** A decimal number as typed: optional sign, digits, optional fraction. Nothing else. */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

function parseDecimal(text: string): number {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Reads the two fields of the form; each must be a number in range (−90..90, −180..180). */
export function parseCoordinates(latitudeText: string, longitudeText: string): ParsedCoordinates {
  const latitude = parseDecimal(latitudeText);
  const longitude = parseDecimal(longitudeText);
  const errors: { latitude?: CoordinateError; longitude?: CoordinateError } = {};
  if (!isValidLatitude(latitude)) errors.latitude = 'latitudeInvalid';
  if (!isValidLongitude(longitude)) errors.longitude = 'longitudeInvalid';
  if (errors.latitude || errors.longitude) return { ok: false, errors };
  return { ok: true, coordinates: { latitude, longitude } };
}
