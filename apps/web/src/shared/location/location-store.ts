import { DEFAULT_LOCATION } from '@lahap/contract/constants';
import { create } from 'zustand';
import { LOCATION_CODES, type LocationCode } from '@lahap/contract/enums';

/** Spec §3 "Position". Until a reading succeeds the coordinates are the Jakarta default. */
export interface PositionState {
  latitude: number;
  longitude: number;
  success: boolean;
  /** Why the last reading failed, as the device or shell said it; '' when it did not. */
  errorMessage: string;
  code: LocationCode;
  loading: boolean;
  /** Not resolved on the web; the native shell may fill it in later. */
  address: string;
  isSimulated: boolean;
}

export const INITIAL_POSITION: PositionState = {
  latitude: DEFAULT_LOCATION.latitude,
  longitude: DEFAULT_LOCATION.longitude,
  success: false,
  errorMessage: '',
  code: LOCATION_CODES.initial,
  loading: false,
  address: '',
  isSimulated: false,
};

export const useLocationStore = create<PositionState>()(() => INITIAL_POSITION);

/**
 * True once a reading finished, successfully or not: lists wait for this so they are not
 * fetched from Jakarta first and again from the real position a moment later.
 */
export function isPositionSettled(state: PositionState): boolean {
  return state.success || state.code !== LOCATION_CODES.initial;
}

/** True when the position fell back to Jakarta because reading it failed (spec §8). */
export function isPositionFallback(state: PositionState): boolean {
  return !state.success && state.code !== LOCATION_CODES.initial;
}
