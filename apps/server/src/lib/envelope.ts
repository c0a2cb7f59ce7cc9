import type { ApiResponse } from '@lahap/contract/envelope';
import { apiErrorSchema, envelopeOf } from '@lahap/contract/envelope';
import { z } from 'zod';

/** A successful answer. */
export function ok<T>(data: T): ApiResponse<T> {
  return { success: true, data, error: null };
}

/** A refused answer. */
export function failure(code: string, message: string): ApiResponse<never> {
  return { success: false, data: null, error: { code, message } };
}

/** The numeric-code form some calls answer with (spec §3: 0 is success). */
export function codeFailure(code: string, message: string): { code: number; data: null; message: string } {
  const numeric = Number(code);
  return { code: Number.isFinite(numeric) ? numeric : -1, data: null, message };
}

/** How refusals look in the OpenAPI document (fastify serializes them without a schema). */
export const failureSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  error: apiErrorSchema,
});

/** The documented answers of an envelope call: 200 with `data`, refusals as the failure envelope. */
export function envelopeResponses<T extends z.ZodType>(data: T) {
  return { 200: envelopeOf(data), '4xx': failureSchema, '5xx': failureSchema };
}
