import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_RESIZE_WIDTHS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { MEDIA_ENDPOINTS } from '@lahap/contract/media/endpoints';
import {
  UPLOADS_PER_ADDRESS_PER_WINDOW,
  UPLOADS_PER_USER_PER_WINDOW,
  UPLOAD_FILE_FIELD,
  UPLOAD_RATE_WINDOW_MS,
  type UploadFormFields,
  uploadFormFieldsSchema,
} from '@lahap/contract/media/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { describeProblems, fieldProblem } from '../../lib/validation.js';
import { isImageKey } from '../../plugins/storage.js';
import { withinWindow } from '../../plugins/signature.js';
import { currentUser } from '../../plugins/current-user.js';
import type { VariantFormat } from './image-codec.js';

/** Keys are unique per content, so a served image never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const RESIZE_WIDTHS: readonly number[] = IMAGE_RESIZE_WIDTHS;

interface UploadForm {
  fields: UploadFormFields;
  file: Buffer;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** @fastify/multipart's limits (parts, fields, files) are errors with a 4xx statusCode. */
function hasClientErrorStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Reads the form of an upload. The web client appends the envelope fields after the file, so
 * the file is read first, into memory but never past IMAGE_MAX_BYTES: busboy stops the part
 * at the limit and discards the rest of the request as it arrives.
 */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new DomainError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FILE_FIELD || file !== undefined) {
          throw parameterError(`body.${UPLOAD_FILE_FIELD} must be the only file`);
        }
        file = await part.toBuffer();
      } else {
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw parameterError(`body.${part.fieldname} is too long`);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new DomainError(ERROR_CODES.IMAGE_TOO_LARGE, 413);
    if (error instanceof DomainError || hasClientErrorStatus(error)) throw error;
    // busboy's own complaints carry no status: no boundary, a form cut short, a broken part header.
    throw parameterError('body is not a well-formed multipart form');
  }

  const parsed = uploadFormFieldsSchema.safeParse(fields, { reportInput: true });
  if (!parsed.success) throw parameterError(describeProblems(parsed.error.issues.map(fieldProblem)));
  if (!withinWindow(parsed.data.timestamp)) throw new DomainError(ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW);
  if (file === undefined || file.length === 0) throw parameterError(`body.${UPLOAD_FILE_FIELD} is required`);
  return { fields: parsed.data, file };
}

/** True when the Accept header lists image/webp with a non-zero quality. */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((piece) => piece.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A strong validator from the key (content-unique) and the variant. */
function etagOf(key: string, variant: string): string {
  return `"${createHash('sha256').update(`${key}\n${variant}`).digest('base64url').slice(0, 27)}"`;
}

/** True when the client already holds this exact representation (If-None-Match). */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const sent = request.headers['if-none-match'];
  if (typeof sent !== 'string') return false;
  return sent.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * `POST /client/file/upload` (spec §7): a multipart form with `file` and `business=user`;
 * answers `{visitUrl}`. `GET /images/<key>?w=`: the stored image, or a resized copy.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only this call accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });
  const images = app.media;

  const uploadsFromAddress = app.createRateLimit({
    max: UPLOADS_PER_ADDRESS_PER_WINDOW,
    timeWindow: UPLOAD_RATE_WINDOW_MS,
    keyGenerator: (request) => `upload-address:${request.ip}`,
  });

  app.route({
    // Per user, counted after the auth check (preHandler) so the user is known.
    ...routeOf(MEDIA_ENDPOINTS.fileUpload, {
      rateLimit: {
        max: UPLOADS_PER_USER_PER_WINDOW,
        timeWindow: UPLOAD_RATE_WINDOW_MS,
        hook: 'preHandler',
        keyGenerator: (request) => `upload:${request.user?.userId ?? request.ip}`,
      },
    }),
    // Per address as well: a second limit, checked before the body is read.
    onRequest: async (request, reply) => {
      const limit = await uploadsFromAddress(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new DomainError(ERROR_CODES.RATE_LIMITED, 429);
      }
    },
    handler: async (request) => {
      currentUser(request);
      const { fields, file } = await readUploadForm(request);
      await app.replayGuard.claim(fields.requestId);
      const saved = await images.saveUpload(file, fields.business);
      request.log.info({ key: saved.key }, 'image uploaded');
      return ok({ visitUrl: saved.visitUrl });
    },
  });

  app.route({
    ...routeOf(MEDIA_ENDPOINTS.image),
    handler: async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isImageKey(key)) throw parameterError('key is not a valid image key');
      const { w } = request.query;

      if (w === undefined) {
        const stored = await images.original(key);
        if (!stored) throw new DomainError(ERROR_CODES.NOT_FOUND);
        // Caching headers only on success: a 404 must not be remembered for a year.
        const etag = etagOf(key, 'original');
        reply.header('etag', etag).header('cache-control', IMMUTABLE);
        if (clientHas(request, etag)) {
          stored.body.destroy();
          return reply.code(304).send();
        }
        return reply.type(stored.contentType).header('content-length', stored.size).send(stored.body);
      }

      const width = /^\d{1,5}$/.test(w) ? Number(w) : Number.NaN;
      if (!RESIZE_WIDTHS.includes(width)) {
        throw parameterError(`querystring.w must be one of ${RESIZE_WIDTHS.join(', ')}`);
      }
      const format: VariantFormat = acceptsWebp(request.headers.accept) ? 'webp' : 'jpeg';
      const bytes = await images.variant(key, width, format);
      if (!bytes) throw new DomainError(ERROR_CODES.NOT_FOUND);
      const etag = etagOf(key, `${width}.${format}`);
      reply.header('etag', etag).header('cache-control', IMMUTABLE).header('vary', 'Accept');
      if (clientHas(request, etag)) return reply.code(304).send();
      return reply.type(format === 'webp' ? 'image/webp' : 'image/jpeg').send(bytes);
    },
  });
};
