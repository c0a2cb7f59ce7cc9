/**
 * Media paths as the server mounts them under `/api` (spec §7 "/client/file/upload").
 * Kept free of schemas so the web bundle can import it cheaply.
 */
export const MEDIA_PATHS = {
  fileUpload: '/client/file/upload',
  /** `GET /images/<key>?w=`: the stored image, or a resized WebP/JPEG variant. */
  images: '/images',
} as const;
