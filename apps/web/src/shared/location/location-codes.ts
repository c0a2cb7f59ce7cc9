/** Position error codes of spec §3 "Position". */
export const LOCATION_CODES = {
  initial: 0,
  permissionDenied: 1,
  positionUnavailable: 2,
  timeout: 3,
  grantedButFailed: 4,
  grantedButDisabled: 5,
  noSupport: 6,
  unknown: 7,
} as const;
export type LocationCode = (typeof LOCATION_CODES)[keyof typeof LOCATION_CODES];
