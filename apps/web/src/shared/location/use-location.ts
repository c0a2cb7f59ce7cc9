import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ensureLocation } from './location-service';
import { isPositionFallback, isPositionSettled, useLocationStore } from './location-store';

export interface UsedPosition {
  latitude: number;
  longitude: number;
  /** False until the first reading finished; lists wait for it. */
  settled: boolean;
  /** True when the reading failed and the position is the Jakarta default. */
  fallback: boolean;
  isSimulated: boolean;
}

/** The shared position, read on mount if not yet known; re-renders only when it changes. */
export function usePosition(): UsedPosition {
  useEffect(() => {
    void ensureLocation();
  }, []);
  return useLocationStore(
    useShallow((state) => ({
      latitude: state.latitude,
      longitude: state.longitude,
      settled: isPositionSettled(state),
      fallback: isPositionFallback(state),
      isSimulated: state.isSimulated,
    })),
  );
}
