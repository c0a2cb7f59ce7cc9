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
