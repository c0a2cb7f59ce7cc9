import { z } from 'zod';
import { requestEnvelopeShape } from '../envelope.js';

/** What an upload is for (spec §7: `business=user`, the avatar). */
export const UPLOAD_BUSINESSES = ['user'] as const;
export type UploadBusiness = (typeof UPLOAD_BUSINESSES)[number];

/** The form part carrying the image. */
export const UPLOAD_FILE_FIELD = 'file';

/** Avatars are stored at most this many pixels on their longest edge (spec §5 "Avatar"). */
export const AVATAR_MAX_EDGE_PX = 800;
/** Stored avatars are JPEG at this quality (1–100). */
export const AVATAR_JPEG_QUALITY = 85;
/**
 * Larger images are refused before decoding: a small file can decode to gigabytes. 24 MP holds
 * the photo of any phone camera as saved; an avatar needs 800 px.
 */
export const IMAGE_MAX_INPUT_PIXELS = 24_000_000;
/**
 * Images whose decoded samples (pixels × channels × bytes per sample) pass this are refused too:
 * a 16-bit PNG decodes to twice the memory of an 8-bit one of the same size. 72 MB is a 24 MP
 * 8-bit RGB photo.
 */
export const IMAGE_MAX_DECODED_BYTES = 72_000_000;
/** Uploads per user per window. */
export const UPLOADS_PER_USER_PER_WINDOW = 20;
/**
 * Upload attempts per client address per window, counted before the login or the body is read:
 * accounts are cheap to make, addresses less so. Generous, as a carrier puts many phones behind one.
 */
export const UPLOADS_PER_ADDRESS_PER_WINDOW = 60;
export const UPLOAD_RATE_WINDOW_MS = 10 * 60_000;

/**
 * The non-file form fields of an upload: the envelope (every value of a form is text, so the
 * timestamp is read from its digits) and `business`.
 */
export const uploadFormFieldsSchema = z.object({
  sessionId: requestEnvelopeShape.sessionId,
  requestId: requestEnvelopeShape.requestId,
  timestamp: z
    .string()
    .regex(/^\d{1,15}$/, 'must be milliseconds since the epoch')
    .transform(Number)
    .pipe(requestEnvelopeShape.timestamp),
  business: z.enum(UPLOAD_BUSINESSES),
});
export type UploadFormFields = z.infer<typeof uploadFormFieldsSchema>;

/** `GET /images/<key>?w=`: the width is checked against IMAGE_RESIZE_WIDTHS by the server. */
export const imageQuerySchema = z.object({ w: z.string().optional() });

/** The answer of an upload: where the stored image is served. */
export const uploadResultSchema = z.object({
  /** `/api/images/<key>`; add `?w=320|672|780|1440` for a resized copy. */
  visitUrl: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** An image answers its bytes, not an envelope. */
export const imageDataSchema = z.instanceof(Uint8Array);
