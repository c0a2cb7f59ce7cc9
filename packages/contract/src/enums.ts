/**
 * Enums and status sets of spec §3–4. Each is a readonly tuple (usable by zod's `z.enum`)
 * plus the union type it spells.
 */

export const STORE_TYPES = ['SETTLED_STORE', 'POI_STORE'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export const STORE_IMAGE_TYPES = ['MENU_VIEW', 'PHOTOS', 'BACKGROUND', 'IN_SCENE'] as const;
export type StoreImageType = (typeof STORE_IMAGE_TYPES)[number];

/** What a favourite points at (spec §7 "businessType STORE"); only stores so far. */
export const FAVOURITE_BUSINESS_TYPES = ['STORE'] as const;
export type FavouriteBusinessType = (typeof FAVOURITE_BUSINESS_TYPES)[number];

/** sourceType of the store detail call: always the customer side (spec §7). */
export const STORE_SOURCE_TYPES = ['CUSTOMER'] as const;
export type StoreSourceType = (typeof STORE_SOURCE_TYPES)[number];

/** orderFoodType codes. */
export const ORDER_FOOD_TYPE = { delivery: 1, pickup: 2, dineIn: 3 } as const;
export type OrderFoodType = (typeof ORDER_FOOD_TYPE)[keyof typeof ORDER_FOOD_TYPE];
/** The order service entries are shown in. */
export const ORDER_FOOD_TYPE_DISPLAY_ORDER = [3, 1, 2] as const;

export const PRODUCT_TYPES = ['CASH_COUPON', 'GROUP_COUPON'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const ASSET_TYPES = ['PRODUCT', 'COUPON'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const PROMOTION_ACTIVITY_TYPES = ['COMMON', 'FLASH_SALE'] as const;
export type PromotionActivityType = (typeof PROMOTION_ACTIVITY_TYPES)[number];

export const PAGE_CARD_IDS = [
  'PAGE_HOME_BANNER_CARD',
  'FLASH_SALE_CARD',
  'BRAND_PAVILION_CARD',
  'MALL_NEARBY_CARD',
] as const;
export type PageCardId = (typeof PAGE_CARD_IDS)[number];

export const HOME_LIST_TYPES = ['distance', 'region', 'recommend'] as const;
export type HomeListType = (typeof HOME_LIST_TYPES)[number];

export const LOGIN_USER_TYPES = ['REGISTER', 'LOGIN'] as const;
export type LoginUserType = (typeof LOGIN_USER_TYPES)[number];

/** What a one-time code is for: logging in, or confirming account deletion. */
export const OTP_SCENES = ['LOGIN', 'CANCELLATION'] as const;
export type OtpScene = (typeof OTP_SCENES)[number];

/** What stops an account deletion (spec §5 "Deletion": no unfinished orders). */
export const DELETION_BLOCKER_TYPES = ['UNFINISHED_ORDER'] as const;
export type DeletionBlockerType = (typeof DELETION_BLOCKER_TYPES)[number];
/** What an account deletion forfeits; the assets check lists them before the user goes on. */
export const DELETION_FORFEIT_TYPES = ['COUPON', 'VOUCHER', 'RED_ENVELOPE', 'REWARD'] as const;
export type DeletionForfeitType = (typeof DELETION_FORFEIT_TYPES)[number];

export const LOGIN_TYPES = ['SMS'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const SHARE_TYPES = ['WHATS_APP', 'POSTER_01', 'INVITE_LINK', 'SYSTEM_SHARE'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

/** The value "ultra" is also used for coupons shown on the third-party-coupons screen. */
export const THIRD_CODE_TYPES = ['PAPER_VOUCHER', 'CODE', 'CODE_LINK', 'LAHAP', 'ultra'] as const;
export type ThirdCodeType = (typeof THIRD_CODE_TYPES)[number];

export const COUPON_KINDS = ['SINGLE', 'COMBO'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const RED_PACKET_DISPLAYS = ['BIG_IMAGE', 'SMALL_IMAGE', 'CLOSED'] as const;
export type RedPacketDisplay = (typeof RED_PACKET_DISPLAYS)[number];

export const SETTLEMENT_KINDS = ['FLASH_SALE', 'NEW_USER', 'COMMON'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

export const PAGE_STATUSES = ['LOADING', 'EMPTY', 'SUCCESS', 'RATE_LIMIT', 'ERROR'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const LOAD_STATUSES = ['IDLE', 'LOADING', 'SUCCESS', 'ERROR'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export const BUSINESS_LINES = ['SAAS', 'LOCAL_LIFE'] as const;
export type BusinessLine = (typeof BUSINESS_LINES)[number];

export const REDEEM_TIME_TYPES = ['FIXED_TIME', 'RELATIVE_TIME'] as const;
export type RedeemTimeType = (typeof REDEEM_TIME_TYPES)[number];

// ── Statuses (spec §4) ─────────────────────────────────────────────────────

/** Coupon status as the client lists it. */
export const CLIENT_COUPON_STATUSES = ['valid', 'used', 'locked', 'expired', 'not_effective'] as const;
export type ClientCouponStatus = (typeof CLIENT_COUPON_STATUSES)[number];

/** Order card status (lowercase). */
export const ORDER_CARD_STATUSES = [
  'wait_pay',
  'valid',
  'used',
  'locked',
  'expired',
  'return',
  'not_effective',
  'not_delivery',
  'cancel',
] as const;
export type OrderCardStatus = (typeof ORDER_CARD_STATUSES)[number];

export const ORDER_LIFECYCLE_STATUSES = [
  'INIT',
  'SUBMIT',
  'COMPLETED',
  'REFUND',
  'CANCEL',
  'RETURN',
  'EXPIRED',
] as const;
export type OrderLifecycleStatus = (typeof ORDER_LIFECYCLE_STATUSES)[number];

export const PAYMENT_STATUSES = ['WAIT_PAY', 'CLOSE', 'PAY_SUCCESS'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const VOUCHER_STATUSES = ['VALID', 'USED', 'REFUND', 'EXPIRED', 'NOT_DELIVERY'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const COUPON_STATUSES = ['VALID', 'USED', 'EXPIRED', 'NOT_EFFECTIVE', 'INVALID'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Coupon batch status; ON means active. */
export const COUPON_BATCH_STATUSES = ['ON', 'OFF'] as const;
export type CouponBatchStatus = (typeof COUPON_BATCH_STATUSES)[number];

export const INVITATION_PROGRESS = [
  'REGISTERED',
  'PLACED_ORDER',
  'REWARD_EARNED',
  'PENDING_ORDER',
  'UNABLE_TO_COMPLETE',
] as const;
export type InvitationProgress = (typeof INVITATION_PROGRESS)[number];

/**
 * Orders tab sub-tabs: the three of spec §2, voucher orders by the status each sends to
 * my_orders, then the food ordered (tables, pickups, deliveries: ordering/my-orders).
 */
export const ORDER_TABS = ['all', 'useable', 'waitPay', 'food'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export type VoucherOrderTab = Exclude<OrderTab, 'food'>;
/** The status my_orders filters by: `not_delivery` the useable sub-tab, `wait_pay` waitPay, empty all. */
export const MY_ORDERS_FILTERS = ['', 'not_delivery', 'wait_pay'] as const satisfies readonly (
  '' | OrderCardStatus
)[];
export type MyOrdersFilter = (typeof MY_ORDERS_FILTERS)[number];
export const ORDER_TAB_STATUS: Readonly<Record<VoucherOrderTab, MyOrdersFilter>> = {
  all: '',
  useable: 'not_delivery',
  waitPay: 'wait_pay',
};

/** Location error codes of the Position entity. */
export const LOCATION_CODES = {
  initial: 0,
  permissionDenied: 1,
  positionUnavailable: 2,
  timeout: 3,
  grantedButFailed: 4,
  grantedButDisabled: 5,
  notSupported: 6,
  unknown: 7,
} as const;
export type LocationCode = (typeof LOCATION_CODES)[keyof typeof LOCATION_CODES];

/** Device osType. */
export const OS_TYPES = { android: 0, ios: 1 } as const;

/** Network state sent in X-Digital-Food: 0 offline, 1 wifi, 2 cellular. */
export const NET_STATES = { offline: 0, wifi: 1, cellular: 2 } as const;
export type NetState = (typeof NET_STATES)[keyof typeof NET_STATES];

/** Analytics host environment. */
export const HOST_ENVIRONMENTS = ['pwa', 'app', 'h5'] as const;
export type HostEnvironment = (typeof HOST_ENVIRONMENTS)[number];

/** Unread counters are kept for these pages. */
export const UNREAD_PAGES = ['home', 'order', 'account'] as const;
export type UnreadPage = (typeof UNREAD_PAGES)[number];

/** How a customer pays at the cashier: QRIS or one of the e-wallets. */
export const PAY_METHODS = ['QRIS', 'GOPAY', 'OVO', 'DANA', 'SHOPEEPAY'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** What took money off an order's price, in the order a settlement applies them. */
export const DISCOUNT_SOURCES = ['PROMOTION', 'FLASH_SALE', 'COUPON', 'RED_ENVELOPE'] as const;
export type DiscountSource = (typeof DISCOUNT_SOURCES)[number];

/** Why money went back to a customer: asked for, a voucher that expired unused, or a payment that came after its order closed. */
export const REFUND_REASONS = ['USER', 'EXPIRED', 'LATE_PAYMENT'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** What a customer picks when asking for a refund. */
export const REFUND_REASON_CODES = [
  'CHANGED_PLANS',
  'STORE_TOO_FAR',
  'BOUGHT_BY_MISTAKE',
  'FOUND_BETTER_DEAL',
  'OTHER',
] as const;
export type RefundReasonCode = (typeof REFUND_REASON_CODES)[number];

/** A refund is asked of the provider (PENDING) and done once the provider confirms (DONE). */
export const REFUND_STATUSES = ['PENDING', 'DONE'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How a voucher or store coupon was redeemed: at a counter online, at a counter offline (synced later), or by the customer at a point. */
export const REDEMPTION_CHANNELS = ['COUNTER', 'COUNTER_OFFLINE', 'POINT'] as const;
export type RedemptionChannel = (typeof REDEMPTION_CHANNELS)[number];

/** What a redemption confirmed offline came to at sync. */
export const SYNC_OUTCOMES = ['ACCEPTED', 'DUPLICATE', 'DOUBLE_SPEND', 'REFUSED'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/**
 * The third-party code types a product's vouchers can have (`ultra` only labels coupons):
 * LAHAP, the product's own: a rotating code the store's staff scan; PAPER_VOUCHER, a physical
 * voucher the customer redeems themselves at a redemption point or store, standing near it;
 * CODE and CODE_LINK, a partner's code (or link) issued from the product's pool at payment.
 */
export const VOUCHER_CODE_TYPES = [
  'LAHAP',
  'PAPER_VOUCHER',
  'CODE',
  'CODE_LINK',
] as const satisfies readonly ThirdCodeType[];
export type VoucherCodeType = (typeof VOUCHER_CODE_TYPES)[number];

/** What a redemption code is for: V a dine-out voucher, C a store coupon. */
export const REDEEM_KINDS = ['V', 'C'] as const;
export type RedeemKind = (typeof REDEEM_KINDS)[number];
