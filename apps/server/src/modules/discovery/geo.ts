import { DEFAULT_LOCATION, DISTANCE_DECIMALS } from '@lahap/contract/constants';

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

/** Km to one decimal (spec §9 "Distance shown to 1 decimal"), as `storeDistance` carries them. */
export function kmToOneDecimal(metres: number): number {
  const factor = 10 ** DISTANCE_DECIMALS;
  return Math.round((Math.max(0, metres) / 1000) * factor) / factor;
}
