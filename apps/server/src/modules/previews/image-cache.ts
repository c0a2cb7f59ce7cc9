import { createHash } from 'node:crypto';

/** A rendered preview image and the tag a previewer revalidates it with. */
export interface CachedImage {
  bytes: Buffer;
  etag: string;
}

/**
 * The preview images drawn lately, most recent last, each kept `ttlMs` (a store's name or a
 * voucher's price may change) and at most `max` of them. Requests for an image being drawn wait
 * for that one drawing instead of starting their own.
 */
export function createImageCache(options: { max: number; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedImage & { at: number }>();
  const drawing = new Map<string, Promise<CachedImage>>();

  return {
    async get(key: string, draw: () => Promise<Buffer>): Promise<CachedImage> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = drawing.get(key);
      if (pending) return pending;
      const made = (async () => {
        const bytes = await draw();
        const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
        const entry = { bytes, etag, at: now() };
        entries.delete(key);
        entries.set(key, entry);
        while (entries.size > options.max) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
        return entry;
      })().finally(() => drawing.delete(key));
      drawing.set(key, made);
      return made;
    },
  };
}
