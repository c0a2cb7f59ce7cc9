/** Where the console is served; its routes below are relative to it (react-router's basename). */
export const STAFF_BASE = '/staff';

/** Every route of the staff console, spelled once. */
export const staffPaths = {
  counter: '/',
  login: '/login',
  scan: '/scan',
  redeem: '/redeem',
  today: '/today',
  kitchen: '/kitchen',
  kitchenTables: '/kitchen/tables',
  kitchenTable: '/kitchen/tables/:tableId',
  kitchenQr: '/kitchen/qr',
  kitchenOrders: '/kitchen/orders',
  /** The team's views (usage, errors): the team's admin token, no staff login. */
  team: '/team',
  teamLogin: '/team/login',
} as const;

/** A table's screen in the kitchen. */
export function kitchenTablePath(tableId: string): string {
  return staffPaths.kitchenTable.replace(':tableId', encodeURIComponent(tableId));
}

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
