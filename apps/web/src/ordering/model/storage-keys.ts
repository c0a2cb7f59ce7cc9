/** The ordering site's local-storage keys (besides the shared `lahap_locale` and the customer login). */
export const ORDERING_KEYS = {
  /** `{[qrCodeId:tableId]: {participantToken, displayName}}`: a reload rejoins as the same participant. */
  seats: 'lahap_ordering_seats',
  /** The display name last given at a table, offered again at the next one. */
  displayName: 'lahap_ordering_display_name',
  /** `{[qrCodeId]: BasketLine[]}`: a pickup or delivery basket, kept on the phone until ordered. */
  baskets: 'lahap_ordering_baskets',
  /** `{[orderId]: orderToken}`: the pickup and delivery orders made on this phone, to read and pay them. */
  foodOrders: 'lahap_ordering_food_orders',
  /** The contact phone last given for a delivery, offered again. */
  contactPhone: 'lahap_ordering_contact_phone',
} as const;

/** Session-storage keys: what this tab keeps across a reload only. */
export const ORDERING_SESSION_KEYS = {
  /** `{[qrCodeId]: tableId}`: the table chosen behind a store's own dine-in QR. */
  chosenTables: 'lahap_ordering_chosen_tables',
  /** `{[tableSessionId]: method}`: the way to pay this tab last chose at a table, offered first again. */
  shareMethods: 'lahap_ordering_share_methods',
  /** `{[qrCodeId]: {what, clientOrderId}}`: the checkout under way, so a retry after a reload sends the same id. */
  checkouts: 'lahap_ordering_checkouts',
} as const;
