/**
 * Business constants of spec §9, each named once. Every other module imports from here;
 * no page size, timing or limit is written as a literal anywhere else.
 */

// ── Requests ───────────────────────────────────────────────────────────────
export const REQUEST_TIMEOUT_MS = 20_000;
export const PROTOCOL_VERSION = '4.0';
export const REQUEST_DEBOUNCE_MS = 300;
/** A signed request is accepted only if its Timestamp is this close to the server clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;
/** Identity type is always customer. */
export const IDENTITY_TYPE = 'C';
/** The product's fixed partner identifier, sent as Cptype and in bodies as cpType. */
export const DEFAULT_CP_TYPE = 'LAHAP';
/** The fixed partner code the cashier hands to the shared pay component. */
export const CASHIER_PARTNER_CODE = 'LAHAP_CASHIER';
/** platform_type in analytics: the product's fixed type value. */
export const PLATFORM_TYPE = 'LAHAP';

// ── Client version ─────────────────────────────────────────────────────────
export const WEB_CLIENT_VERSION = '2.5.5';
/** 2.5.5 as a number with three digits per part: 002005005. */
export const WEB_CLIENT_VERSION_CODE = 2_005_005;

// ── Geolocation ────────────────────────────────────────────────────────────
export const GEOLOCATION_TIMEOUT_MS = 20_000;
export const DEFAULT_LOCATION = { latitude: -6.2088, longitude: 106.8456 } as const;

// ── Page sizes ─────────────────────────────────────────────────────────────
export const ORDERS_PAGE_SIZE = 10;
export const SAAS_COUPONS_PAGE_SIZE = 20;
export const HOME_ASSET_PAGE_SIZE = 10;
export const HOME_DEFAULT_DISTANCE = 10;
export const HOME_DEFAULT_REGION = 0;
export const STORE_LIST_PAGE_SIZE = 15;
export const STORE_SEARCH_PAGE_SIZE = 20;
export const APPLICABLE_STORE_PAGE_SIZE = 20;
export const STORE_POPUP_PAGE_SIZE = 20;
/** My favourites list (ours: the spec gives no size; the store popup's 20 reads the same). */
export const FAVOURITE_LIST_PAGE_SIZE = 20;
/** Most store ids one favourite batch_cancel takes (ours). */
export const FAVOURITE_BATCH_CANCEL_MAX = 100;
export const VIDEO_PAGE_SIZE = 10;
export const BRAND_PAGE_SIZE = 6;

// ── Infinite scroll ────────────────────────────────────────────────────────
export const INFINITE_SCROLL_THRESHOLD = 250;
export const COUPON_LIST_SCROLL_THRESHOLD = 500;
export const SAAS_PAGE_LOAD_GUARD_MS = 1_000;

// ── Store page ─────────────────────────────────────────────────────────────
export const STORE_ITEMS_BEFORE_VIEW_MORE = 3;
/** The photos section appears only when there are more than this many photos. */
export const STORE_PHOTOS_MIN_EXCLUSIVE = 3;
export const STORE_PHOTOS_GRID_MAX = 10;
export const STORE_PHOTOS_PER_ROW = 3;
export const LOW_STOCK_MIN = 1;
export const LOW_STOCK_MAX = 10;
/**
 * The width each use of an image loads. `bannerPhone` is a picture across a phone's width (the
 * home's banner card, a store page's top carousel) at twice a 390-pixel screen: it is the first
 * thing those pages draw, and a 1440-pixel copy weighed about three times as much on 4G.
 * `banner` stays for what can be zoomed or shown wide (previews, galleries, other pages' heads).
 */
export const IMAGE_WIDTHS = {
  thumbnail: 320,
  thumbnailLarge: 672,
  logo: 320,
  bannerPhone: 780,
  banner: 1440,
} as const;
/** The widths the image resize endpoint serves. */
export const IMAGE_RESIZE_WIDTHS = [320, 672, 780, 1440] as const;
export const DISTANCE_DECIMALS = 1;
/** Channel ids that show the table-QR scan/order block. */
export const SCAN_BLOCK_CHANNEL_IDS = ['2', '3', '4', '5'] as const;
/** The address card is hidden for this channel id. */
export const ADDRESS_HIDDEN_CHANNEL_ID = '6';

// ── Timings ────────────────────────────────────────────────────────────────
export const FAVOURITE_HINT_MS = 2_000;
export const SHARE_LOCK_MS = 2_000;
export const FAVOURITE_DEBOUNCE_MS = 200;
export const COUPON_TOAST_MS = 3_000;
export const DEV_OPTION_TOAST_MS = 1_000;
export const DEV_OPTION_TAPS = 5;
export const DEV_OPTION_TAP_WINDOW_MS = 3_000;
export const LANGUAGE_SWITCH_LOADING_MS = 500;
export const INSTALL_PROMPT_WAIT_MS = 10_000;
export const RETRY_COUNTDOWN_MS = 10_000;
export const POST_SUCCESS_DELAY_MS = 300;
export const SEARCH_DEBOUNCE_MS = 500;
export const DELETION_CONFIRM_DEBOUNCE_MS = 500;
export const COPY_SUCCESS_TOAST_MS = 1_500;

// ── Text limits ────────────────────────────────────────────────────────────
export const NICKNAME_MAX_LENGTH = 20;
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_COMPRESSION_TARGET_BYTES = 10 * 1024 * 1024;

// ── Avatar: cropping and compression (spec §5 "Avatar") ──────────────────────
/** The avatar cropper never shrinks its crop box below this many CSS pixels a side. */
export const AVATAR_CROP_MIN_BOX_PX = 72;
/** Share of the image the first crop box covers. */
export const AVATAR_CROP_AUTO_AREA = 0.8;
/** The cropper's live preview waits this long after the last move. */
export const AVATAR_CROP_PREVIEW_DEBOUNCE_MS = 80;
/** The cropped avatar is exported as PNG at this quality. */
export const AVATAR_CROP_EXPORT_QUALITY = 0.9;
/** Avatar compression starts at this quality… */
export const AVATAR_COMPRESS_START_QUALITY = 0.6;
/** …and retries this much lower while the result is over IMAGE_COMPRESSION_TARGET_BYTES… */
export const AVATAR_COMPRESS_QUALITY_STEP = 0.1;
/** …but never below this quality. */
export const AVATAR_COMPRESS_MIN_QUALITY = 0.2;
/** The compressor's quality when a caller names none. */
export const IMAGE_COMPRESS_DEFAULT_QUALITY = 0.8;
/** PNG files larger than this many bytes are converted to JPEG by the compressor. */
export const IMAGE_COMPRESS_CONVERT_SIZE_BYTES = 5_000_000;
export const DELETION_CODE_LENGTH = 6;
export const SEARCH_TEXT_MAX_LENGTH = 100;
export const REREGISTRATION_BLOCK_DAYS = 30;

// ── Identity: one-time codes and tokens (server rules; the spec leaves the numbers open) ──
/** One-time SMS codes have this many digits. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
/** A code dies after this many wrong tries, even if the right one comes next. */
export const OTP_MAX_ATTEMPTS = 5;
/** The short window every per-phone, per-device and per-address send limit counts in. */
export const OTP_SEND_WINDOW_MS = 15 * 60_000;
export const OTP_SENDS_PER_PHONE_PER_WINDOW = 3;
export const OTP_SEND_DAY_MS = 24 * 3_600_000;
export const OTP_SENDS_PER_PHONE_PER_DAY = 10;
/** Strict: one device asking for many numbers is a bot pattern. */
export const OTP_SENDS_PER_DEVICE_PER_WINDOW = 6;
/** Generous: Indonesian carriers put many phones behind one address. */
export const OTP_SENDS_PER_ADDRESS_PER_WINDOW = 30;
/** After this many codes from one device within the window, sendCode demands a solved challenge. */
export const OTP_CHALLENGE_AFTER = 3;
/**
 * After this many codes from one address within the window, sendCode demands a solved challenge
 * whatever device id the client claims: the device id is the client's word, the address is not.
 * Higher than the device's, as many phones share a carrier's address.
 */
export const OTP_CHALLENGE_AFTER_PER_ADDRESS = 6;
/** How long an issued anti-bot challenge may be solved and used. */
export const OTP_CHALLENGE_TTL_MS = 10 * 60_000;
/** The login sheet's resend countdown. */
export const OTP_RESEND_COUNTDOWN_MS = 60_000;
/** Refresh tokens live this long; every use rotates them. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;

// ── Coupons ────────────────────────────────────────────────────────────────
/** The coupon day count is shown when this many days or fewer remain. */
export const COUPON_DAY_COUNT_THRESHOLD = 5;

// ── Channels ───────────────────────────────────────────────────────────────
export const CHANNEL_IDS = ['1', '2', '3', '4', '5', '6'] as const;
/** Business hours pick the channel's list in this order of preference. */
export const BUSINESS_HOURS_CHANNEL_PRIORITY = [3, 1, 2] as const;

// ── Navigation bar ─────────────────────────────────────────────────────────
export const NAV_BAR_HEIGHT = 48;
export const NAV_BAR_SCROLL_THRESHOLD = 100;
export const NAV_BAR_SWITCH_RATIO = 0.4;

// ── Display ────────────────────────────────────────────────────────────────
export const CURRENCY_CODE = 'IDR';
export const CURRENCY_SYMBOL = 'Rp';
/** Distances below this many metres read "under 100m". */
export const DISTANCE_NEAR_METRES = 100;
/** Progress bars never draw thinner than these, so a nearly empty bar still reads. */
export const PROGRESS_MIN_DRAWN = 35;
export const PROGRESS_SMALL_BELOW = 10;
export const PROGRESS_MID_DRAWN = 42;

// ── Defaults ───────────────────────────────────────────────────────────────
export const DEFAULT_COUNTRY_CODE = '62';
export const SHARE_SHEET_MAX_HEIGHT_RATIO = 0.8;

// ── Monitoring ─────────────────────────────────────────────────────────────
export const MONITOR_DYNAMIC_IMPORT_REPORT_CAP = 10;
export const MONITOR_STACK_FRAMES_MAX = 10;
export const HARDWARE_BACK_EXIT_WINDOW_MS = 2_000;

// ── Coupons ────────────────────────────────────────────────────────────────
/** A "new customers only" batch serves accounts registered within this many days. */
export const NEW_CUSTOMER_DAYS = 30;
/** How long a minted claim link works unless its minter says otherwise. */
export const CLAIM_LINK_TTL_MS = 30 * 86_400_000;

// ── Buying and paying (ours: the spec leaves the numbers open; docs/api.md) ──
/** A settlement's token freezes its priced result this long. */
export const SETTLEMENT_TTL_MS = 10 * 60_000;
/** An unpaid order is cancelled after this many minutes (remainPayMinutes counts down). */
export const ORDER_PAY_MINUTES = 15;
/** Most units of one product in one order, whatever its own limit. */
export const ORDER_MAX_QUANTITY = 10;
/** QRIS refuses a transaction above this many rupiah (Bank Indonesia's national cap). */
export const QRIS_MAX_AMOUNT = 10_000_000;
/** How often the pay-code page asks for the payment's state while it waits. */
export const PAY_STATUS_POLL_MS = 2_000;
/** Coupons and red envelopes never bring an order below this many rupiah: the least a wallet charges. */
export const ORDER_MIN_PAYABLE = 1_000;

// ── After the purchase: vouchers, redemption, refunds, staff (ours; docs/api.md, ADR 017) ──
/**
 * How old a genuine code may be and still be told apart as "expired" (ask for the current one)
 * rather than "not recognised": a scanned code's window, a typed code's moment searched for.
 */
export const REDEEM_CODE_LOOKBACK_MS = 6 * 3_600_000;
/** A redemption code changes this often (seconds): the QR a voucher or store coupon shows. */
export const REDEEM_CODE_PERIOD_S = 30;
/** Digits of a typed redemption code's one-time part. */
export const REDEEM_CODE_DIGITS = 6;
/** A code is accepted this many periods either side of now (the phone's and the counter's clocks differ). */
export const REDEEM_CODE_WINDOW = 1;
/**
 * Typed codes are checked by the server only, six digits at a time: wrong ones are counted over
 * this rolling window, and past either limit below typed codes are refused (1006009) until the
 * window lets the oldest miss go. Scanned codes are never limited.
 */
export const REDEEM_TYPED_MISS_WINDOW_MS = 3_600_000;
/** Wrong typed codes a staff member may enter per window. */
export const REDEEM_TYPED_MISSES_PER_STAFF = 10;
/** Wrong typed codes for one voucher or coupon per window, whoever enters them. */
export const REDEEM_TYPED_MISSES_PER_TARGET = 5;
/** A customer redeems a voucher at a point or store only within this many metres of it. */
export const REDEEM_POINT_RADIUS_M = 200;
/** A store staff login lasts one shift. */
export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;
/** A redemption confirmed offline is accepted at sync up to this long after it was made. */
export const OFFLINE_REDEMPTION_MAX_AGE_MS = 72 * 3_600_000;
/** Most redemptions one sync call carries. */
export const REDEEM_SYNC_MAX = 100;
/** Redemptions per page of the staff console's history. */
export const STAFF_HISTORY_PAGE_SIZE = 20;
/** Longest note a customer adds to a refund. */
export const REFUND_NOTE_MAX_LENGTH = 200;

// ── Ordering food (ours: the spec leaves the numbers open; docs/api.md) ──────
/** Most of one dish on one cart line. */
export const CART_LINE_MAX_QUANTITY = 99;
/** Most lines a table's bill holds (every round together): a bound on what one table writes. */
export const TABLE_BILL_MAX_LINES = 200;
/** Most people at one table session. */
export const TABLE_MAX_PARTICIPANTS = 20;
/** A participant's display name, at most this many characters. */
export const TABLE_DISPLAY_NAME_MAX = 24;
/** Most equal parts a bill splits into. */
export const BILL_SPLIT_MAX_PARTS = 20;
/**
 * Minutes a share paid by QRIS or an e-wallet stays reserved for its charge; after them (and a
 * minute's grace for a payment made at the last second) it is released and its lines are free.
 */
export const TABLE_SHARE_PAY_MINUTES = 15;
/** A note on a line, at most this many characters. */
export const CART_NOTE_MAX = 140;
/** Rounds per page of the kitchen's list. */
export const KITCHEN_ROUNDS_PAGE_SIZE = 50;
/** Minutes a pickup or delivery order waits for its payment before it is cancelled. */
export const FOOD_ORDER_PAY_MINUTES = 15;
/** Most lines one pickup or delivery order holds. */
export const FOOD_ORDER_MAX_LINES = 50;
/** The earliest pickup is this many minutes from the order (the kitchen's time to cook). */
export const PICKUP_LEAD_MINUTES = 15;
/** A pickup may be booked at most this many hours ahead. */
export const PICKUP_MAX_AHEAD_HOURS = 24;
/** A store delivers this far unless its delivery channel says otherwise. */
export const DELIVERY_RADIUS_DEFAULT_METERS = 5_000;
/** The delivery fee covers this distance… */
export const DELIVERY_FEE_BASE_METERS = 2_000;
/** …for this many rupiah… */
export const DELIVERY_FEE_BASE = 8_000;
/** …and each started kilometre beyond it adds this many. */
export const DELIVERY_FEE_PER_KM = 2_500;
/** A delivery address as typed, at most this many characters. */
export const DELIVERY_ADDRESS_MAX = 200;
/** An open table stream sends a comment this often, so proxies keep it and phones see it alive. */
export const TABLE_EVENTS_HEARTBEAT_MS = 15_000;
