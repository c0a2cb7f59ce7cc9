import { z } from 'zod';
import { plainText } from './text.js';

/** The error part of a failed answer. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every answer: `{success, data, error}`; data is null on failure and error null on success. */
export type ApiResponse<T> =
  { success: true; data: T; error: null } | { success: false; data: null; error: ApiError };

/** The schema of an answer carrying `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.nullable(),
    error: apiErrorSchema.nullable(),
  });
}

/** Fields every request body carries, except config-list calls (spec §3 "Request envelope"). */
export const requestEnvelopeShape = {
  sessionId: plainText().min(1).max(128),
  requestId: plainText().min(8).max(128),
  /** Milliseconds since the epoch when the client built the request. */
  timestamp: z.number().int().positive(),
};
export const ENVELOPE_FIELDS = ['sessionId', 'requestId', 'timestamp'] as const;
export type RequestEnvelope = z.infer<z.ZodObject<typeof requestEnvelopeShape>>;

/** A request body schema: the envelope fields plus the call's own. */
export function bodyOf<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...requestEnvelopeShape, ...shape });
}

/** The numeric-code answer some calls use, where 0 is success. */
export function codeEnvelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data: data.nullable(), message: z.string().optional() });
}
