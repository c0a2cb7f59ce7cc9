/**
 * The error catalogue of spec §8. Codes are strings because the spec's carry leading zeros.
 *
 * Handling classes tell the client what to do with a failed answer:
 * - `refresh`: refresh the access token once (shared by concurrent requests), then replay.
 * - `relogin` / `illegalToken` / `frozen`: clear the native user id, force login, retry.
 * - `storePage`: the store page shows the code's own message.
 * - `claimNotCollected`: show the server message and mark the coupon not collected.
 * - `rateLimit`: "server busy" with a retry countdown.
 * - `known`: shown to the user as the server message, not escalated to monitoring.
 * - `unexpected`: shown as a generic failure and reported.
 */
export type ErrorHandlingClass =
  | 'refresh'
  | 'relogin'
  | 'illegalToken'
  | 'frozen'
  | 'storePage'
  | 'claimNotCollected'
  | 'rateLimit'
  | 'known'
  | 'unexpected';

export const ERROR_CODES = {
  // Session and token (spec §4, §8).
  ILLEGAL_TOKEN: '0310202',
  ACCESS_TOKEN_EXPIRED: '0310204',
  SESSION_INVALID: '0310205',
  SESSION_REPLACED: '0310206',
  USER_FROZEN: '0310218',
  // Claim.
  COUPON_NOT_COLLECTED: '9000002',
  // Store page.
  QR_CODE_NOT_LINKED: '3800021',
  STORE_LINK_INVALID: '6410092',
  STORE_UNAVAILABLE: '6410012',
  // Rate limit: the spec uses the HTTP status itself as the code.
  RATE_LIMITED: '429',
  // Request-level codes of this API (the spec leaves these open; recorded in docs/api.md).
  PARAMETER_ERROR: '1000400',
  SIGNATURE_INVALID: '1000401',
  TIMESTAMP_OUT_OF_WINDOW: '1000402',
  REQUEST_REPLAYED: '1000403',
  NOT_FOUND: '1000404',
  METHOD_NOT_ALLOWED: '1000405',
  PAYLOAD_TOO_LARGE: '1000413',
  UNSUPPORTED_MEDIA_TYPE: '1000415',
  INTERNAL_ERROR: '1000500',
  SERVICE_UNAVAILABLE: '1000503',
  // Identity codes of this API (ours, ADR 008): the 10010xx range.
  PHONE_FORMAT_INVALID: '1001001',
  CHALLENGE_REQUIRED: '1001002',
  CHALLENGE_FAILED: '1001003',
  VERIFICATION_CODE_INVALID: '1001004',
  VERIFICATION_CODE_LOCKED: '1001005',
  REREGISTRATION_BLOCKED: '1001006',
  DELETION_PROCESS_INVALID: '1001007',
  DELETION_BLOCKED: '1001008',
  // Image upload codes of this API (ours, ADR 010): the 10020xx range.
  IMAGE_FORMAT_UNSUPPORTED: '1002001',
  IMAGE_TOO_LARGE: '1002002',
  IMAGE_UNREADABLE: '1002003',
  // Coupon and red-envelope codes of this API (ours, docs/api.md): the 10030xx range.
  COUPON_LIMIT_REACHED: '1003001',
  COUPON_DAILY_LIMIT_REACHED: '1003002',
  COUPON_NOT_STARTED: '1003003',
  COUPON_NEW_USERS_ONLY: '1003004',
  CLAIM_LINK_INVALID: '1003005',
  CLAIM_LINK_USED: '1003006',
  COUPON_NOT_FOUND: '1003007',
  ACTIVITY_UNAVAILABLE: '1003008',
  // Buy-and-pay codes of this API (ours, docs/api.md): the 10040xx range.
  PRODUCT_NOT_ON_SALE: '1004001',
  PRODUCT_SOLD_OUT: '1004002',
  PURCHASE_LIMIT_REACHED: '1004003',
  FLASH_SALE_ENDED: '1004004',
  FLASH_SALE_BUSY: '1004005',
  SETTLEMENT_EXPIRED: '1004006',
  ORDER_COUPON_UNUSABLE: '1004007',
  ORDER_RED_ENVELOPE_UNUSABLE: '1004008',
  ORDER_NOT_FOUND: '1004009',
  ORDER_ALREADY_PAID: '1004010',
  ORDER_CLOSED: '1004011',
  QRIS_LIMIT_EXCEEDED: '1004012',
  PAY_METHOD_UNAVAILABLE: '1004013',
  PAY_NOTIFY_REFUSED: '1004014',
  // After the purchase (ours, ADR 017): the 10050xx range for the customer's vouchers.
  VOUCHER_NOT_FOUND: '1005001',
  VOUCHER_NOT_REFUNDABLE: '1005002',
  VOUCHER_NOT_REDEEMABLE: '1005003',
  REDEEM_TOO_FAR: '1005004',
  // The store staff console: the 10060xx range.
  STAFF_NOT_FOUND: '1006001',
  STAFF_LOGIN_REQUIRED: '1006002',
  REDEEM_CODE_INVALID: '1006003',
  REDEEM_CODE_EXPIRED: '1006004',
  REDEEM_WRONG_STORE: '1006005',
  REDEEM_ALREADY_USED: '1006006',
  REDEEM_NOT_VALID: '1006007',
  REDEEM_SYNC_OUT_OF_RANGE: '1006008',
  REDEEM_TYPED_PAUSED: '1006009',
  // Ordering food (ours, docs/api.md): the 10070xx range. "Order already paid" and the QRIS
  // limit reuse 1004010 and 1004012.
  DISH_NOT_ON_MENU: '1007001',
  DISH_SOLD_OUT: '1007002',
  TABLE_SESSION_INVALID: '1007003',
  TABLE_MATE_PAID: '1007004',
  ROUND_NOTHING_TO_SEND: '1007005',
  CART_LINE_LOCKED: '1007006',
  ROUND_STATUS_INVALID: '1007007',
  TABLE_REQUIRED: '1007008',
  TABLE_FULL: '1007009',
  BILL_NOTHING_TO_PAY: '1007010',
  BILL_SPLIT_INVALID: '1007011',
  BILL_NOT_PAID: '1007012',
  PICKUP_TIME_OUTSIDE_HOURS: '1007013',
  DELIVERY_OUT_OF_RANGE: '1007014',
  FOOD_ORDER_NOT_FOUND: '1007015',
  FOOD_ORDER_STATUS_INVALID: '1007016',
  FOOD_ORDER_DETAILS_MISSING: '1007017',
  FOOD_ORDER_CLOSED: '1007018',
  // Invitations (ours, docs/api.md): the 10110xx range.
  INVITE_CODE_UNKNOWN: '1011001',
  // The lucky draw (ours, docs/api.md): the 10080xx range.
  LOTTERY_ACTIVITY_NOT_FOUND: '1008001',
  LOTTERY_ACTIVITY_ENDED: '1008002',
  LOTTERY_NO_CHANCE: '1008003',
  LOTTERY_DRAW_NOT_FOUND: '1008004',
  // The explore feed and its videos (ours, docs/api.md): the 10090xx range.
  CONTENT_NOT_FOUND: '1009001',
  CONTENT_NOT_SELLING: '1009002',
  // The team's views and analytics (ours, docs/api.md): the 10120xx range.
  TEAM_TOKEN_INVALID: '1012001',
  ANALYTICS_EVENT_UNKNOWN: '1012002',
  ANALYTICS_BATCH_TOO_LARGE: '1012003',
  // The team's error view (ours, docs/api.md "Errors the team sees"): the 10121xx range.
  MONITOR_GROUP_NOT_FOUND: '1012101',
} as const;
export type KnownErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes the spec lists as known and not escalated (spec §8), ranges expanded. */
const SPEC_KNOWN_CODES: readonly string[] = [
  '0310203',
  ...codeRange(310207, 310212, 7),
  ...codeRange(310214, 310216, 7),
  '0310219',
  '0310222',
  '0310402',
  '3800039',
  '4110008',
  '4110009',
  '4110011',
  '4110023',
  '5001000',
  '6000003',
  '6510005',
  '8000005',
  '8000080',
  '8000083',
  '9200001',
  '9000007',
  '9000009',
  '9000012',
  '9000013',
  '9110057',
  '9110058',
  ...codeRange(9200102, 9200112, 7),
  '9200999',
  '9400003',
  '9400007',
  ...codeRange(10000005, 10000009, 8),
  '100000010',
  '100000014',
  '100000019',
  '100000030',
];

/** Codes from..to inclusive, zero-padded to the width the spec writes them in. */
function codeRange(from: number, to: number, width: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

const CLASS_BY_CODE: ReadonlyMap<string, ErrorHandlingClass> = new Map<string, ErrorHandlingClass>([
  [ERROR_CODES.ACCESS_TOKEN_EXPIRED, 'refresh'],
  [ERROR_CODES.SESSION_INVALID, 'relogin'],
  [ERROR_CODES.SESSION_REPLACED, 'relogin'],
  [ERROR_CODES.ILLEGAL_TOKEN, 'illegalToken'],
  [ERROR_CODES.USER_FROZEN, 'frozen'],
  [ERROR_CODES.COUPON_NOT_COLLECTED, 'claimNotCollected'],
  [ERROR_CODES.QR_CODE_NOT_LINKED, 'storePage'],
  [ERROR_CODES.STORE_LINK_INVALID, 'storePage'],
  [ERROR_CODES.STORE_UNAVAILABLE, 'storePage'],
  [ERROR_CODES.RATE_LIMITED, 'rateLimit'],
  [ERROR_CODES.PARAMETER_ERROR, 'known'],
  [ERROR_CODES.SIGNATURE_INVALID, 'known'],
  [ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW, 'known'],
  [ERROR_CODES.REQUEST_REPLAYED, 'known'],
  [ERROR_CODES.NOT_FOUND, 'known'],
  [ERROR_CODES.METHOD_NOT_ALLOWED, 'known'],
  [ERROR_CODES.PAYLOAD_TOO_LARGE, 'known'],
  [ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'known'],
  [ERROR_CODES.INTERNAL_ERROR, 'unexpected'],
  [ERROR_CODES.SERVICE_UNAVAILABLE, 'unexpected'],
  [ERROR_CODES.PHONE_FORMAT_INVALID, 'known'],
  [ERROR_CODES.CHALLENGE_REQUIRED, 'known'],
  [ERROR_CODES.CHALLENGE_FAILED, 'known'],
  [ERROR_CODES.VERIFICATION_CODE_INVALID, 'known'],
  [ERROR_CODES.VERIFICATION_CODE_LOCKED, 'known'],
  [ERROR_CODES.REREGISTRATION_BLOCKED, 'known'],
  [ERROR_CODES.DELETION_PROCESS_INVALID, 'known'],
  [ERROR_CODES.DELETION_BLOCKED, 'known'],
  [ERROR_CODES.IMAGE_FORMAT_UNSUPPORTED, 'known'],
  [ERROR_CODES.IMAGE_TOO_LARGE, 'known'],
  [ERROR_CODES.IMAGE_UNREADABLE, 'known'],
  [ERROR_CODES.COUPON_LIMIT_REACHED, 'known'],
  [ERROR_CODES.COUPON_DAILY_LIMIT_REACHED, 'known'],
  [ERROR_CODES.COUPON_NOT_STARTED, 'known'],
  [ERROR_CODES.COUPON_NEW_USERS_ONLY, 'known'],
  [ERROR_CODES.CLAIM_LINK_INVALID, 'known'],
  [ERROR_CODES.CLAIM_LINK_USED, 'known'],
  [ERROR_CODES.COUPON_NOT_FOUND, 'known'],
  [ERROR_CODES.ACTIVITY_UNAVAILABLE, 'known'],
  [ERROR_CODES.PRODUCT_NOT_ON_SALE, 'known'],
  [ERROR_CODES.PRODUCT_SOLD_OUT, 'known'],
  [ERROR_CODES.PURCHASE_LIMIT_REACHED, 'known'],
  [ERROR_CODES.FLASH_SALE_ENDED, 'known'],
  [ERROR_CODES.FLASH_SALE_BUSY, 'rateLimit'],
  [ERROR_CODES.SETTLEMENT_EXPIRED, 'known'],
  [ERROR_CODES.ORDER_COUPON_UNUSABLE, 'known'],
  [ERROR_CODES.ORDER_RED_ENVELOPE_UNUSABLE, 'known'],
  [ERROR_CODES.ORDER_NOT_FOUND, 'known'],
  [ERROR_CODES.ORDER_ALREADY_PAID, 'known'],
  [ERROR_CODES.ORDER_CLOSED, 'known'],
  [ERROR_CODES.QRIS_LIMIT_EXCEEDED, 'known'],
  [ERROR_CODES.PAY_METHOD_UNAVAILABLE, 'known'],
  [ERROR_CODES.PAY_NOTIFY_REFUSED, 'known'],
  [ERROR_CODES.VOUCHER_NOT_FOUND, 'known'],
  [ERROR_CODES.VOUCHER_NOT_REFUNDABLE, 'known'],
  [ERROR_CODES.VOUCHER_NOT_REDEEMABLE, 'known'],
  [ERROR_CODES.REDEEM_TOO_FAR, 'known'],
  [ERROR_CODES.STAFF_NOT_FOUND, 'known'],
  [ERROR_CODES.STAFF_LOGIN_REQUIRED, 'known'],
  [ERROR_CODES.REDEEM_CODE_INVALID, 'known'],
  [ERROR_CODES.REDEEM_CODE_EXPIRED, 'known'],
  [ERROR_CODES.REDEEM_WRONG_STORE, 'known'],
  [ERROR_CODES.REDEEM_ALREADY_USED, 'known'],
  [ERROR_CODES.REDEEM_NOT_VALID, 'known'],
  [ERROR_CODES.REDEEM_SYNC_OUT_OF_RANGE, 'known'],
  [ERROR_CODES.REDEEM_TYPED_PAUSED, 'known'],
  [ERROR_CODES.DISH_NOT_ON_MENU, 'known'],
  [ERROR_CODES.DISH_SOLD_OUT, 'known'],
  [ERROR_CODES.TABLE_SESSION_INVALID, 'known'],
  [ERROR_CODES.TABLE_MATE_PAID, 'known'],
  [ERROR_CODES.ROUND_NOTHING_TO_SEND, 'known'],
  [ERROR_CODES.CART_LINE_LOCKED, 'known'],
  [ERROR_CODES.ROUND_STATUS_INVALID, 'known'],
  [ERROR_CODES.TABLE_REQUIRED, 'known'],
  [ERROR_CODES.TABLE_FULL, 'known'],
  [ERROR_CODES.BILL_NOTHING_TO_PAY, 'known'],
  [ERROR_CODES.BILL_SPLIT_INVALID, 'known'],
  [ERROR_CODES.BILL_NOT_PAID, 'known'],
  [ERROR_CODES.PICKUP_TIME_OUTSIDE_HOURS, 'known'],
  [ERROR_CODES.DELIVERY_OUT_OF_RANGE, 'known'],
  [ERROR_CODES.FOOD_ORDER_NOT_FOUND, 'known'],
  [ERROR_CODES.FOOD_ORDER_STATUS_INVALID, 'known'],
  [ERROR_CODES.FOOD_ORDER_DETAILS_MISSING, 'known'],
  [ERROR_CODES.FOOD_ORDER_CLOSED, 'known'],
  [ERROR_CODES.INVITE_CODE_UNKNOWN, 'known'],
  [ERROR_CODES.LOTTERY_ACTIVITY_NOT_FOUND, 'known'],
  [ERROR_CODES.LOTTERY_ACTIVITY_ENDED, 'known'],
  [ERROR_CODES.LOTTERY_NO_CHANCE, 'known'],
  [ERROR_CODES.LOTTERY_DRAW_NOT_FOUND, 'known'],
  [ERROR_CODES.CONTENT_NOT_FOUND, 'known'],
  [ERROR_CODES.CONTENT_NOT_SELLING, 'known'],
  [ERROR_CODES.TEAM_TOKEN_INVALID, 'known'],
  [ERROR_CODES.ANALYTICS_EVENT_UNKNOWN, 'known'],
  [ERROR_CODES.ANALYTICS_BATCH_TOO_LARGE, 'known'],
  [ERROR_CODES.MONITOR_GROUP_NOT_FOUND, 'known'],
  ...SPEC_KNOWN_CODES.map((code): [string, ErrorHandlingClass] => [code, 'known']),
]);

/** The handling class of a code; anything not in the catalogue is unexpected. */
export function errorClassOf(code: string | number | null | undefined): ErrorHandlingClass {
  if (code === null || code === undefined) return 'unexpected';
  return CLASS_BY_CODE.get(String(code)) ?? 'unexpected';
}

/** Every code in the catalogue, for documentation and exhaustiveness tests. */
export const CATALOGUED_CODES: readonly string[] = [...CLASS_BY_CODE.keys()];

/** Client-side failure kinds that never reach the server (spec §8: network, abort, cancel). */
export const CLIENT_ERROR_KINDS = ['network', 'timeout', 'abort', 'cancel'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Relogin-type classes: clear the native user id, force login, retry. */
export const RELOGIN_CLASSES: readonly ErrorHandlingClass[] = ['relogin', 'illegalToken', 'frozen'];
