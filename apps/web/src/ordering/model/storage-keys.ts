/** The ordering site's local-storage keys (besides the shared `lahap_locale` and the customer login). */
export const ORDERING_KEYS = {
  /** `{[qrCodeId:tableId]: {participantToken, displayName}}`: a reload rejoins as the same participant. */
  seats: 'lahap_ordering_seats',
  /** The display name last given at a table, offered again at the next one. */
  displayName: 'lahap_ordering_display_name',
} as const;

/** Session-storage keys: what this tab keeps across a reload only. */
export const ORDERING_SESSION_KEYS = {
  /** `{[qrCodeId]: tableId}`: the table chosen behind a store's own dine-in QR. */
  chosenTables: 'lahap_ordering_chosen_tables',
  /** `{[tableSessionId]: method}`: the way to pay this tab last chose at a table, offered first again. */
  shareMethods: 'lahap_ordering_share_methods',
} as const;
