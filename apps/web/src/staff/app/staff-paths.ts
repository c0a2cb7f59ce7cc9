/** Where the console is served; its routes below are relative to it (react-router's basename). */
export const STAFF_BASE = '/staff';

/** Every route of the staff console, spelled once. */
export const staffPaths = {
  counter: '/',
  login: '/login',
  scan: '/scan',
  redeem: '/redeem',
  today: '/today',
} as const;

/** What the result screen is opened with: the scanned or typed text (never put in the address). */
export interface RedeemRouteState {
  code: string;
}

/** The code a location state carries, or null. */
export function codeOfRouteState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { code } = state as Partial<RedeemRouteState>;
  return typeof code === 'string' && code.trim() !== '' ? code : null;
}
