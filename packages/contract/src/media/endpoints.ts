import { endpoint } from '../endpoint.js';
import { MEDIA_ROUTES as R } from './routes.js';
import { imageDataSchema, imageQuerySchema, uploadResultSchema } from './schemas.js';

/** The media domain's routes with their schemas and docs. */
export const MEDIA_ENDPOINTS = {
  fileUpload: endpoint(R.fileUpload, {
    data: uploadResultSchema,
    summary:
      'client/file/upload — multipart `file` (JPEG/PNG ≤ 20 MB) + `business=user` + sessionId/requestId/timestamp; Sign over ""',
    tag: 'media',
  }),
  image: endpoint(R.image, {
    query: imageQuerySchema,
    data: imageDataSchema,
    summary:
      'images/<key> — the stored image; ?w=320|672|780|1440 a WebP (JPEG without image/webp in Accept) copy',
    tag: 'media',
  }),
} as const;
