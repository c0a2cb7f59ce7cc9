import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import { CONTENT_PATHS } from '@lahap/contract/content/paths';
import type { FeedPullData } from '@lahap/contract/content/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverySeed } from '../src/demo/index.js';
import { contentDemoSeed } from '../src/demo/videos.js';
import { createContentRepository, makeMissingClips } from '../src/modules/content/index.js';
import { SETTINGS_SEED_STEPS } from '../src/seed/index.js';
import { rowsOf } from './coupon-factories.js';
import { type TestApp, api, buildTestApp, expectSuccess, signedPost } from './helper.js';

interface VideoRow {
  id: string;
  title: Record<string, string>;
  poster_url: string;
  video_key: string;
  duration_ms: number;
  product_id: string | null;
  product_type: string | null;
  status: string | null;
  remaining_stock: number | null;
}

// The demo city and its videos, on PGlite: the feed's calls are tested on both engines in
// content-feed.test.ts; this checks what the demo seeds.
describe('the demo videos', { timeout: 120_000 }, () => {
  let built: TestApp;
  beforeAll(async () => {
    built = await buildTestApp({
      seed: [...SETTINGS_SEED_STEPS, discoverySeed, contentDemoSeed],
      env: { UPLOADS_DIR: join(tmpdir(), `lahap-test-content-seed-${randomUUID().slice(0, 8)}`) },
    });
  }, 240_000);
  afterAll(async () => built.close());

  const videos = () =>
    rowsOf<VideoRow>(
      built.app,
      sql`select v.id::text as id, v.title, v.poster_url, v.video_key, v.duration_ms,
          v.product_id::text as product_id, p.product_type, p.status, p.remaining_stock
        from content_videos v left join products p on p.id = v.product_id order by v.sort`,
    );

  it('seeds a dozen or more clips of 6 to 15 s, captioned in three languages, six selling a dine-out voucher', async () => {
    const rows = await videos();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.duration_ms).toBeGreaterThanOrEqual(6_000);
      expect(row.duration_ms).toBeLessThanOrEqual(15_000);
      for (const locale of ['id-ID', 'en-US', 'zh-CN']) expect(row.title[locale]?.trim()).toBeTruthy();
    }
    const selling = rows.filter((row) => row.product_id !== null);
    expect(selling.length).toBeGreaterThanOrEqual(6);
    for (const row of selling) {
      expect(row).toMatchObject({ product_type: 'GROUP_COUPON', status: 'ON' });
      expect(row.remaining_stock).toBeGreaterThan(0);
    }
    // The feed's first card shows a price.
    expect(rows[0]?.product_id).not.toBeNull();
  });

  it('stores a vertical JPEG poster for each', async () => {
    for (const row of await videos()) {
      const poster = await built.app.inject({ url: row.poster_url });
      expect(poster.statusCode).toBe(200);
      const meta = await sharp(poster.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 540, height: 960 });
    }
  });

  it('shows the explore tab to everyone', async () => {
    expect(
      expectSuccess(await built.app.inject(api(`${API_PATHS.configInfo}?key=${CONFIG_KEYS.exploreTab}`))),
    ).toEqual({ allUsers: true, userIds: [] });
  });

  it('makes a missing clip from its poster once, and serves it', async () => {
    const [shortest] = (await videos()).sort((a, b) => a.duration_ms - b.duration_ms);
    // Only the shortest clip is left to make here: the others would take a minute.
    await built.app.db.execute(sql`update content_videos set clip_recipe = null where id <> ${shortest!.id}`);
    const feed = expectSuccess<FeedPullData>(
      await signedPost(built.app, api(CONTENT_PATHS.feedPull), { scene: 'EXPLORE' }),
    );
    const url = feed.records.find((record) => record.id === shortest!.id)?.videoUrl ?? '';
    expect((await built.app.inject({ url })).statusCode).toBe(404);

    const deps = {
      videos: createContentRepository(built.app.rawQuery),
      storage: built.app.storage,
      log: built.app.log,
    };
    expect(await makeMissingClips(deps, new AbortController().signal)).toBe(1);
    expect(await makeMissingClips(deps, new AbortController().signal)).toBe(0);
    const part = await built.app.inject({ url, headers: { range: 'bytes=0-1023' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });
});
