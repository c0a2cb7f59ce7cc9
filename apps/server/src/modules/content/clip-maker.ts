import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage } from '../../plugins/object-storage.js';
import type { ContentRepository } from './repository.js';
import { renderClip } from './clip-render.js';

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function isStored(storage: ObjectStorage, key: string): Promise<boolean> {
  const found = await storage.get(key);
  found?.body.destroy();
  return found !== null;
}

/**
 * Makes the clips this server makes itself (the demo's) that the storage lacks, one at a time:
 * run in the background after the server listens, so a start stays fast and requests keep the
 * CPU they need. Until a clip is there its route answers 404, which the player shows as "video
 * cannot play" with a retry. Keys follow from the clip's recipe, so a clip is never made twice
 * on one storage, and two processes making the same one leave one whole file.
 */
export async function makeMissingClips(
  deps: { videos: ContentRepository; storage: ObjectStorage; log: FastifyBaseLogger },
  signal: AbortSignal,
): Promise<number> {
  const { videos, storage, log } = deps;
  let made = 0;
  for (const clip of await videos.recipes()) {
    if (signal.aborted) break;
    if (await isStored(storage, clip.video_key)) continue;
    const poster = await readAll(storage, clip.clip_recipe.posterKey);
    if (!poster) {
      log.warn(
        { contentId: clip.id, posterKey: clip.clip_recipe.posterKey },
        'a clip has no poster to move over',
      );
      continue;
    }
    const started = Date.now();
    const bytes = await renderClip(
      { poster, durationMs: clip.duration_ms, motion: clip.clip_recipe.motion },
      signal,
    );
    await storage.put(clip.video_key, bytes, 'video/mp4');
    made += 1;
    log.debug({ contentId: clip.id, bytes: bytes.length, ms: Date.now() - started }, 'made a clip');
  }
  return made;
}
