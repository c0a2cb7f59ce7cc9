/**
 * The position lists are measured from, taken from the shared location store. Lists start at
 * once without a position (the server then measures from Jakarta, the spec's default) and
 * start again when a real reading arrives (spec §4 "Store popup"); a failed reading keeps
 * them as they are, since its fallback is that same default.
 */
import { useMemo } from 'react';
import { LOCATION_CODES } from '@lahap/contract/enums';
import { INITIAL_POSITION, useLocationStore } from './location-store';
import { usePosition } from './use-location';

export interface ListPosition {
  lat?: number;
  lng?: number;
}

/** The position as known now; re-renders the caller when a reading arrives. */
export function useListPosition(): ListPosition {
  const { latitude, longitude, settled, fallback } = usePosition();
  const known = settled && !fallback;
  return useMemo(() => (known ? { lat: latitude, lng: longitude } : {}), [known, latitude, longitude]);
}

/** Tests: puts a successful reading (or none) into the shared store. */
export function setListPositionForTest(position: ListPosition): void {
  if (position.lat === undefined || position.lng === undefined) {
    useLocationStore.setState(INITIAL_POSITION);
    return;
  }
  useLocationStore.setState({
    ...INITIAL_POSITION,
    latitude: position.lat,
    longitude: position.lng,
    success: true,
    code: LOCATION_CODES.initial,
  });
}
