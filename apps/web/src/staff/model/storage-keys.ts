/**
 * The staff console's browser storage keys, apart from the customer app's (shared/storage/keys.ts):
 * the two apps share an origin, and neither may read or clear the other's login.
 */
export const STAFF_KEYS = {
  /** `{staffToken, expiresAt, staff}` of the current shift. */
  session: 'lahap_staff_session',
  /** The staff kit (merchant key and accepted items) and the server's clock offset when it came. */
  kit: 'lahap_staff_kit',
  /** Redemptions confirmed offline, waiting to be synced. */
  queue: 'lahap_staff_queue',
  /** Double spends and refusals the server reported at sync, kept until staff have seen them. */
  syncLog: 'lahap_staff_sync_log',
  /** The team's admin token of the team's views (`/staff/team`), in sessionStorage: this tab only. */
  teamToken: 'lahap_staff_team_token',
} as const;
