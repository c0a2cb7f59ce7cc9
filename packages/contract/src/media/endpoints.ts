import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { MEDIA_PATHS, imageQuerySchema, uploadResultSchema } from './schemas.js';

/** The avatar upload and the image server. */
export const MEDIA_ENDPOINTS = {
  fileUpload: endpoint({
    method: 'POST',
    path: MEDIA_PATHS.fileUpload,
    auth: 'required',
    form: true,
    data: uploadResultSchema,
    summary:
      'client/file/upload — multipart `file` (JPEG/PNG ≤ 20 MB) + `business=user` + sessionId/requestId/timestamp; Sign over ""',
    tag: 'media',
  }),
  image: endpoint({
    method: 'GET',
    path: `${MEDIA_PATHS.images}/*`,
    auth: 'ignore',
    query: imageQuerySchema,
    answer: 'file',
    data: z.instanceof(Uint8Array),
    summary:
      'images/<key> — the stored image; ?w=320|672|1440 a WebP (JPEG without image/webp in Accept) copy',
    tag: 'media',
  }),
} as const;
