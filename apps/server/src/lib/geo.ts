import { DEFAULT_LOCATION } from '@lahap/contract/constants';

export interface Position {
  lat: number;
  lng: number;
}

/** The position a list is measured from: the one sent, else the spec's Jakarta default. */
export function positionOf(lat: number | undefined, lng: number | undefined): Position {
  if (lat === undefined || lng === undefined) {
    return { lat: DEFAULT_LOCATION.latitude, lng: DEFAULT_LOCATION.longitude };
  }
  return { lat, lng };
}

/** Whole metres, as `distance` carries them. */
export function wholeMetres(metres: number): number {
  return Math.max(0, Math.round(metres));
}

/** Km to one decimal as `storeDistance` carries them: the contract's rule, so the web reads the same. */
export { kmToOneDecimal } from '@lahap/contract/format';

/** The earth's mean radius (IUGG), in metres. */
const MEAN_EARTH_RADIUS_M = 6_371_008.8;

/**
 * Great-circle metres between two positions (haversine). At the few hundred metres a redemption
 * radius spans it agrees with the database's `earth_distance` to well under a metre.
 */
export function greatCircleMetres(a: Position, b: Position): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * MEAN_EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres per degree of latitude (and of longitude at the equator) on the mean sphere. */
const KM_PER_DEGREE = (MEAN_EARTH_RADIUS_M * Math.PI) / 180 / 1000;

/**
 * Flat-earth kilometres from `from`: within a city as exact as a ranking score needs, and cheap
 * enough to measure to thousands of candidates per request.
 */
export function flatKmFrom(from: Position): (lat: number, lng: number) => number {
  const cosLat = Math.cos((from.lat * Math.PI) / 180);
  return (lat, lng) => {
    const dLat = lat - from.lat;
    const dLng = (lng - from.lng) * cosLat;
    return KM_PER_DEGREE * Math.sqrt(dLat * dLat + dLng * dLng);
  };
}
