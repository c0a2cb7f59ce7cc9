import { z } from 'zod';
import { DELETION_CODE_LENGTH, OTP_LENGTH } from '../constants.js';
import { bodyOf } from '../envelope.js';
import {
  DELETION_BLOCKER_TYPES,
  DELETION_FORFEIT_TYPES,
  LOGIN_TYPES,
  LOGIN_USER_TYPES,
  OTP_SCENES,
} from '../enums.js';

/**
 * Identity calls (spec §3 User info / Token info, §7 "Config and session"). Strings are bounded
 * here so oversize input is refused before any rule runs; the finer rules (phone format,
 * nickname length, avatar address) are the server's and answer their own codes.
 */

/** Calling code without '+'; the server accepts only Indonesia's (DEFAULT_COUNTRY_CODE). */
const countryCodeSchema = z.string().max(8).optional();
/** As typed: with or without the leading 0; spaces and dashes are tolerated. */
const phoneNoSchema = z.string().min(1).max(32);

export const sendCodeBodySchema = bodyOf({
  countryCode: countryCodeSchema,
  phoneNo: phoneNoSchema,
  scene: z.enum(OTP_SCENES),
  /** The solved challenge from checkSlider, base64 JSON; needed once the device asked often. */
  challengeToken: z.string().min(1).max(4096).optional(),
});
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;

export const sendCodeDataSchema = z.object({
  expiresInSeconds: z.number().int(),
  /** How long the client should wait before offering "resend". */
  resendAfterSeconds: z.number().int(),
  /** Demo servers only (never in production): the code, so a person trying Lahap can log in. */
  demoCode: z.string().optional(),
});
export type SendCodeData = z.infer<typeof sendCodeDataSchema>;

export const checkSliderBodySchema = bodyOf({
  /** Absent: issue a challenge. Present: say whether this solution verifies (without using it up). */
  challengeToken: z.string().min(1).max(4096).optional(),
});

/** An ALTCHA v2 challenge as issued; parameters pass through untouched because they are signed. */
export const altchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

export const checkSliderDataSchema = z.union([
  z.object({ challenge: altchaChallengeSchema }),
  z.object({ verified: z.boolean() }),
]);
export type CheckSliderData = z.infer<typeof checkSliderDataSchema>;

export const loginBodySchema = bodyOf({
  countryCode: countryCodeSchema,
  phoneNo: phoneNoSchema,
  verificationCode: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `${OTP_LENGTH} digits`),
  /** Honoured only when this login registers a new user (spec §5 "Referral code"). */
  inviteCode: z.string().max(64).optional(),
  /** One of SHARE_TYPES; anything else is ignored and logged. */
  shareMethod: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenInfoSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userId: z.string(),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

export const loginDataSchema = tokenInfoSchema.extend({
  userType: z.enum(LOGIN_USER_TYPES),
  loginType: z.enum(LOGIN_TYPES),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const refreshTokenBodySchema = bodyOf({
  refreshToken: z.string().min(1).max(256),
  identityType: z.string().min(1).max(16),
  cpType: z.string().min(1).max(64),
});

/** Calls whose body is only the envelope (logout, queryUserInfo, region_list). */
export const emptyBodySchema = bodyOf({});
/** Calls that answer no data, `{success: true, data: null}` (logout, device report, cancellation). */
export const emptyDataSchema = z.null();

export const userInfoSchema = z.object({
  /** Empty until the user picks a nickname. */
  userName: z.string(),
  /** The national number, without the country code (the client shows the +62 prefix). */
  phoneNo: z.string(),
  countryCode: z.string(),
  /** Avatar URL; empty when none. */
  headPortrait: z.string(),
  userId: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const editUserInfoBodySchema = bodyOf({
  /** Required, trimmed, at most NICKNAME_MAX_LENGTH user-perceived characters. */
  userName: z.string().max(200),
  /** An http(s) URL or a path under OWN_IMAGE_PATH_PREFIX; "" clears it; absent keeps it. */
  headPortrait: z.string().max(2048).optional(),
});
export type EditUserInfoBody = z.infer<typeof editUserInfoBodySchema>;

/** Where our own uploaded images are served; avatars may point there by path. */
export const OWN_IMAGE_PATH_PREFIX = '/api/images/';

export const deviceReportBodySchema = bodyOf({ fcmToken: z.string().min(1).max(1024) });

export const riskDeviceInfoBodySchema = bodyOf({
  /** The client's own device id; X-Digital-Food's deviceId when absent. */
  deviceId: z.string().min(1).max(128).optional(),
});
export const riskDeviceInfoDataSchema = z.object({ deviceId: z.string() });

export const regionSchema = z.object({
  countryCode: z.string(),
  regionCode: z.string(),
  /** In the request's language. */
  name: z.string(),
});
export const regionListDataSchema = z.array(regionSchema);

export const smsOutboxQuerySchema = z.object({ phone: z.string().regex(/^\d{6,20}$/, 'digits only') });
export const smsOutboxDataSchema = z.array(
  z.object({ phone: z.string(), text: z.string(), createdAt: z.string() }),
);

// ── Account deletion (spec §3 "Account deletion", §4, §7) ─────────────────────

/** The spec's fixed pair every deletion call carries; bounded, not interpreted. */
const deletionPartnerShape = {
  cpType: z.string().min(1).max(64),
  identityType: z.string().min(1).max(16),
};

/** cancellation/query: the spec calls the body optional, so only the envelope is required. */
export const cancellationQueryBodySchema = bodyOf({
  cpType: deletionPartnerShape.cpType.optional(),
  identityType: deletionPartnerShape.identityType.optional(),
});

/** The assets check: whether the account can be deleted now, and what the deletion forfeits. */
export const cancellationQueryDataSchema = z.object({
  canCancel: z.boolean(),
  /** Each reason the deletion is refused now; empty when canCancel. */
  blockers: z.array(z.object({ type: z.enum(DELETION_BLOCKER_TYPES), count: z.number().int() })),
  /** Each kind of asset the user still holds and loses with the account (count above 0 only). */
  forfeits: z.array(z.object({ type: z.enum(DELETION_FORFEIT_TYPES), count: z.number().int() })),
});
export type CancellationQueryData = z.infer<typeof cancellationQueryDataSchema>;

/** Deletion phone info: the logged-in user's own number, as queryUserInfo answers it. */
export const deletionPhoneInfoSchema = z.object({
  countryCode: z.string(),
  /** The national number, without the country code. */
  phoneNo: z.string(),
});
export type DeletionPhoneInfo = z.infer<typeof deletionPhoneInfoSchema>;

export const deletionSendCodeBodySchema = bodyOf({
  ...deletionPartnerShape,
  /** As for sendCode: needed once the device asked for codes often (the spec's "risk check"). */
  challengeToken: z.string().min(1).max(4096).optional(),
});

export const deletionSendCodeDataSchema = sendCodeDataSchema.extend({
  /** Names this deletion attempt; valid as long as the code just sent, for this user only. */
  processToken: z.string(),
});
export type DeletionSendCodeData = z.infer<typeof deletionSendCodeDataSchema>;

export const cancellationBodySchema = bodyOf({
  ...deletionPartnerShape,
  verificationCode: z
    .string()
    .regex(new RegExp(`^\\d{${DELETION_CODE_LENGTH}}$`), `${DELETION_CODE_LENGTH} digits`),
  processToken: z.string().min(1).max(128),
  /** The browser's fingerprint, if the client has one; kept nowhere (the account is going). */
  browserId: z.string().max(256).optional(),
});
export type CancellationBody = z.infer<typeof cancellationBodySchema>;
