import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CONTENT_PATHS } from '@lahap/contract/content/paths';
import type { FeedFunnelData, FeedPullData, FeedRecord } from '@lahap/contract/content/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentVideos } from '../src/db/schema/index.js';
import { renderClip } from '../src/modules/content/index.js';
import { buyAndPay, createVoucherProduct } from './after-purchase-factories.js';
import { createUser, type TestUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';

const FIRST_ID = 91_000_001;
const VIDEO_COUNT = 23;
const POSTER = '/api/images/test/poster.jpg';
const CLIP_KEY = `test/content/${randomUUID().slice(0, 8)}-clip.mp4`;

const as = (user: TestUser | null, locale?: string) => ({
  headers: {
    ...(user ? { [HEADERS.authorize]: user.token } : {}),
    ...(locale ? { [HEADERS.locale]: locale } : {}),
  },
});

const pull = (app: FastifyInstance, body: Record<string, unknown>, locale?: string) =>
  signedPost(app, api(CONTENT_PATHS.feedPull), body, as(null, locale));

/** Every page of a list, following its queryId. */
async function pullAll(app: FastifyInstance, first: Record<string, unknown>): Promise<FeedPullData[]> {
  const pages = [expectSuccess<FeedPullData>(await pull(app, first))];
  while (pages.at(-1)!.hasMore) {
    pages.push(expectSuccess<FeedPullData>(await pull(app, { ...first, queryId: pages.at(-1)!.queryId })));
    if (pages.length > 10) throw new Error('the list does not end');
  }
  return pages;
}

const idsOf = (pages: readonly FeedPullData[]) => pages.flatMap((page) => page.records.map((r) => r.id));

describeEachEngine(
  'the explore feed',
  (t) => {
    let selling: Awaited<ReturnType<typeof createVoucherProduct>>;
    const expected = Array.from({ length: VIDEO_COUNT }, (_, i) => String(FIRST_ID + i));

    beforeAll(async () => {
      selling = await createVoucherProduct(t.app, { salePrice: 45_000 });
      await t.app.db.insert(contentVideos).values(
        expected.map((id, i) => ({
          id: Number(id),
          title: { 'id-ID': `Video ${i}`, 'en-US': `Clip ${i}`, 'zh-CN': `视频 ${i}` },
          posterUrl: POSTER,
          videoKey: i === 0 ? CLIP_KEY : `test/content/missing-${i}.mp4`,
          durationMs: 6_000 + i * 100,
          // Sorted out of id order, so the list is seen to follow `sort`.
          sort: i % 2 === 0 ? i : i + 100,
          productId: i % 3 === 0 ? Number(selling.productId) : null,
        })),
      );
    });

    const feedOrder = () =>
      [...expected].sort((a, b) => {
        const sortOf = (id: string) => {
          const i = Number(id) - FIRST_ID;
          return i % 2 === 0 ? i : i + 100;
        };
        return sortOf(a) - sortOf(b);
      });

    it('pages the feed ten at a time by queryId, without skipping or repeating, and says when it ends', async () => {
      const pages = await pullAll(t.app, { scene: 'EXPLORE', pageSize: 10 });
      expect(pages.map((page) => page.records.length)).toEqual([10, 10, 3]);
      expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
      expect(idsOf(pages)).toEqual(feedOrder());
      expect(pages[0]!.algorithmId).toBeTruthy();
    });

    it('answers titles and voucher names in the language asked for, with the voucher only where the video sells', async () => {
      const page = expectSuccess<FeedPullData>(await pull(t.app, { scene: 'EXPLORE' }, 'en-US'));
      const first = page.records[0]!;
      expect(first).toMatchObject({
        id: String(FIRST_ID),
        title: 'Clip 0',
        previewImageUrl: POSTER,
        videoUrl: `/api/content/videos/${CLIP_KEY}`,
        durationMs: 6_000,
        product: { skuId: selling.skuId, salePrice: 45_000 },
      });
      expect(first.product?.productName).toBeTruthy();
      const plain = page.records.find((record) => record.id === String(FIRST_ID + 2));
      expect(plain?.product).toBeUndefined();
      const zh = expectSuccess<FeedPullData>(await pull(t.app, { scene: 'EXPLORE' }, 'zh-CN'));
      expect(zh.records[0]!.title).toBe('视频 0');
      // The default language is Indonesian.
      expect(expectSuccess<FeedPullData>(await pull(t.app, { scene: 'EXPLORE' })).records[0]!.title).toBe(
        'Video 0',
      );
    });

    it('keeps a paged list to the videos that existed at its first page; a refresh sees the new one first', async () => {
      const first = expectSuccess<FeedPullData>(await pull(t.app, { scene: 'EXPLORE', pageSize: 10 }));
      const lateId = FIRST_ID + 500;
      await t.app.db.insert(contentVideos).values({
        id: lateId,
        title: { 'id-ID': 'Baru' },
        posterUrl: POSTER,
        videoKey: 'test/content/late.mp4',
        durationMs: 7_000,
        sort: -1,
        // Created a moment after the first page's snapshot.
        createdAt: new Date(Date.now() + 1_000),
      });
      try {
        const rest = await pullAll(t.app, { scene: 'EXPLORE', pageSize: 10, queryId: first.queryId });
        expect([...first.records.map((r) => r.id), ...idsOf(rest)]).toEqual(feedOrder());
        // A refresh (no queryId) starts over; the new video shows once its moment has come.
        await t.app.db.execute(sql`update content_videos set created_at = now() where id = ${lateId}`);
        const refreshed = expectSuccess<FeedPullData>(await pull(t.app, { scene: 'EXPLORE', pageSize: 10 }));
        expect(refreshed.records[0]!.id).toBe(String(lateId));
      } finally {
        await t.app.db.execute(sql`delete from content_videos where id = ${lateId}`);
      }
    });

    it("lists a clip's next clips for the player (scene VIDEO), and pages on from them", async () => {
      const order = feedOrder();
      const current = order[4]!;
      const pages = await pullAll(t.app, { scene: 'VIDEO', contentId: current, pageSize: 10 });
      expect(idsOf(pages)).toEqual(order.slice(5));
      const lastPage = expectSuccess<FeedPullData>(
        await pull(t.app, { scene: 'VIDEO', contentId: order.at(-1), pageSize: 10 }),
      );
      expect(lastPage).toMatchObject({ records: [], hasMore: false });
      expectRefusal(
        await pull(t.app, { scene: 'VIDEO', contentId: '99999999' }),
        404,
        ERROR_CODES.CONTENT_NOT_FOUND,
      );
    });

    it('refuses a queryId of another scene, a forged one, and malformed bodies in the envelope', async () => {
      const explore = expectSuccess<FeedPullData>(await pull(t.app, { scene: 'EXPLORE', pageSize: 2 }));
      expectRefusal(
        await pull(t.app, { scene: 'VIDEO', queryId: explore.queryId }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      const [payload, tag] = explore.queryId.split('.');
      const forged = `${Buffer.from(JSON.stringify({ scene: 'EXPLORE', snapshot: Date.now(), after: null })).toString('base64url')}.${tag}`;
      expect(payload).not.toBe(forged.split('.')[0]);
      expectRefusal(
        await pull(t.app, { scene: 'EXPLORE', queryId: forged }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      for (const body of [
        {},
        { scene: 'HOME' },
        { scene: 'EXPLORE', pageSize: 0 },
        { scene: 'EXPLORE', pageSize: 11 },
        { scene: 'EXPLORE', pageSize: '10' },
        { scene: 'VIDEO', contentId: 'abc' },
        { scene: 'EXPLORE', queryId: '' },
      ]) {
        expectRefusal(await pull(t.app, body), 400, ERROR_CODES.PARAMETER_ERROR);
      }
    });

    it('answers one video by its id, and a clear not-found for an unknown or offline one', async () => {
      const detail = expectSuccess<FeedRecord>(
        await signedPost(
          t.app,
          api(CONTENT_PATHS.feedDetail),
          { id: String(FIRST_ID + 3) },
          as(null, 'en-US'),
        ),
      );
      expect(detail).toMatchObject({
        id: String(FIRST_ID + 3),
        title: 'Clip 3',
        product: { skuId: selling.skuId },
      });
      expectRefusal(
        await signedPost(t.app, api(CONTENT_PATHS.feedDetail), { id: '12345' }),
        404,
        ERROR_CODES.CONTENT_NOT_FOUND,
      );
      await t.app.db.execute(sql`update content_videos set status = 'OFFLINE' where id = ${FIRST_ID + 1}`);
      try {
        expectRefusal(
          await signedPost(t.app, api(CONTENT_PATHS.feedDetail), { id: String(FIRST_ID + 1) }),
          404,
          ERROR_CODES.CONTENT_NOT_FOUND,
        );
      } finally {
        await t.app.db.execute(sql`update content_videos set status = 'ONLINE' where id = ${FIRST_ID + 1}`);
      }
      expectRefusal(
        await signedPost(t.app, api(CONTENT_PATHS.feedDetail), { id: '-1' }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
    });

    it('counts views and taps, and a paid order once for the video last tapped, however often the news comes', async () => {
      const buyer = await createUser(t.app);
      const other = await createUser(t.app);
      const event = (user: TestUser | null, id: number, action: string) =>
        signedPost(t.app, api(CONTENT_PATHS.feedEvent), { id: String(id), action }, as(user));
      const tappedFirst = FIRST_ID + 3;
      const tappedLast = FIRST_ID + 6;
      expectSuccess(await event(null, tappedFirst, 'VIEW'));
      expectSuccess(await event(buyer, tappedFirst, 'VIEW'));
      expectSuccess(await event(buyer, tappedFirst, 'TAP'));
      expectSuccess(await event(buyer, tappedLast, 'VIEW'));
      expectSuccess(await event(buyer, tappedLast, 'TAP'));
      // A guest's tap counts as a tap, but for no order.
      expectSuccess(await event(null, tappedLast, 'TAP'));
      expectRefusal(await event(buyer, FIRST_ID + 1, 'TAP'), 400, ERROR_CODES.CONTENT_NOT_SELLING);
      expectRefusal(await event(buyer, 12345, 'VIEW'), 404, ERROR_CODES.CONTENT_NOT_FOUND);
      expectRefusal(await event(buyer, tappedLast, 'LIKE'), 400, ERROR_CODES.PARAMETER_ERROR);

      // The buyer pays for the voucher; someone who never tapped pays for it too.
      const order = await buyAndPay(t.app, buyer, selling);
      await buyAndPay(t.app, other, selling);
      await t.app.outbox.drain();
      // The order's paid news delivered again (a lost mark) counts nothing more.
      await t.app.db.execute(sql`update outbox_deliveries set delivered_at = null
        where subscriber = 'content.count-paid' and event_id in (select id from outbox_events
          where name = 'order.paid' and payload->>'orderId' = ${order.orderId})`);
      expect(await t.app.outbox.drain()).toBe(1);

      const report = expectSuccess<FeedFunnelData>(
        await signedPost(t.app, api(CONTENT_PATHS.feedFunnel), {}, as(null, 'en-US')),
      );
      expect(report.attributionWindowMs).toBe(24 * 60 * 60_000);
      const rowOf = (id: number) => report.videos.find((video) => video.id === String(id));
      expect(rowOf(tappedFirst)).toMatchObject({ views: 2, taps: 1, paidOrders: 0, paidAmount: 0 });
      expect(rowOf(tappedLast)).toMatchObject({
        title: 'Clip 6',
        skuId: selling.skuId,
        views: 1,
        taps: 2,
        paidOrders: 1,
        paidAmount: order.payableAmount,
      });
      expect(report.videos.reduce((sum, video) => sum + video.paidOrders, 0)).toBe(1);
    });

    it('counts an order once when its paid news is delivered twice at the same moment', async () => {
      const buyer = await createUser(t.app);
      const video = FIRST_ID + 12;
      expectSuccess(
        await signedPost(
          t.app,
          api(CONTENT_PATHS.feedEvent),
          { id: String(video), action: 'TAP' },
          as(buyer),
        ),
      );
      const event = {
        id: '999001',
        name: 'order.paid' as const,
        occurredAt: Date.now(),
        payload: {
          orderId: '88000001',
          userId: buyer.id,
          merchantId: selling.merchantId,
          productId: selling.productId,
          quantity: 2,
          amount: 90_000,
        },
      };
      const counted = await Promise.all(
        [1, 2, 3].map(() => t.app.db.transaction((tx) => t.app.content.attributePaid(event, tx))),
      );
      expect(counted.filter((id) => id !== null)).toEqual([String(video)]);
      const rows = await t.app.db.execute(
        sql`select content_id::text as id, amount from content_conversions where order_id = 88000001`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ id: String(video), amount: 90_000 }]);
    });

    it('does not count an order paid long after the tap', async () => {
      const late = await createUser(t.app);
      const video = FIRST_ID + 9;
      expectSuccess(
        await signedPost(t.app, api(CONTENT_PATHS.feedEvent), { id: String(video), action: 'TAP' }, as(late)),
      );
      await t.app.db.execute(sql`update content_events set created_at = now() - interval '25 hours'
        where user_id = ${late.id}`);
      await buyAndPay(t.app, late, selling);
      await t.app.outbox.drain();
      const report = expectSuccess<FeedFunnelData>(
        await signedPost(t.app, api(CONTENT_PATHS.feedFunnel), {}),
      );
      expect(report.videos.find((row) => row.id === String(video))).toMatchObject({ taps: 1, paidOrders: 0 });
    });

    describe('the clips', () => {
      let clip: Buffer;
      beforeAll(async () => {
        // One short clip, made here the way the server makes the demo's.
        const poster = await sharp({
          create: { width: 540, height: 960, channels: 3, background: '#e76f51' },
        })
          .jpeg()
          .toBuffer();
        clip = await renderClip({ poster, durationMs: 1_000, motion: 'ZOOM_IN' });
        await t.app.storage.put(CLIP_KEY, clip, 'video/mp4');
      }, 60_000);

      const get = (path: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'GET', url: path, headers });
      const url = `/api/content/videos/${CLIP_KEY}`;

      it('is an H.264 MP4 with its index at the front', () => {
        // ftyp first, then moov before mdat: a phone starts playing from the first bytes.
        expect(clip.subarray(4, 8).toString('latin1')).toBe('ftyp');
        expect(clip.indexOf('moov')).toBeLessThan(clip.indexOf('mdat'));
        expect(clip.indexOf('avc1')).toBeGreaterThan(0);
      });

      it('serves the whole clip, saying it takes byte ranges', async () => {
        const whole = await get(url);
        expect(whole.statusCode).toBe(200);
        expect(whole.headers['content-type']).toBe('video/mp4');
        expect(whole.headers['accept-ranges']).toBe('bytes');
        expect(Number(whole.headers['content-length'])).toBe(clip.length);
        expect(whole.rawPayload.equals(clip)).toBe(true);
      });

      it('answers a range with 206 and exactly those bytes', async () => {
        const size = clip.length;
        for (const [range, start, end] of [
          ['bytes=0-99', 0, 99],
          ['bytes=100-', 100, size - 1],
          ['bytes=-50', size - 50, size - 1],
          [`bytes=10-${size + 1000}`, 10, size - 1],
        ] as const) {
          const part = await get(url, { range });
          expect(part.statusCode, range).toBe(206);
          expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
          expect(Number(part.headers['content-length'])).toBe(end - start + 1);
          expect(part.rawPayload.equals(clip.subarray(start, end + 1)), range).toBe(true);
        }
      });

      it('answers 416 for a range past the end, and the whole clip for a range it does not read', async () => {
        const past = await get(url, { range: `bytes=${clip.length}-` });
        expect(past.statusCode).toBe(416);
        expect(past.headers['content-range']).toBe(`bytes */${clip.length}`);
        for (const range of ['bytes=5-2', 'items=0-1', 'bytes=0-1,5-6']) {
          const whole = await get(url, { range });
          expect(whole.statusCode, range).toBe(200);
          expect(whole.rawPayload.length).toBe(clip.length);
        }
      });

      it('answers 404 in the envelope for a clip not made yet or not of an online video, 400 for a bad key', async () => {
        expectRefusal(
          await get('/api/content/videos/test/content/missing-1.mp4'),
          404,
          ERROR_CODES.NOT_FOUND,
        );
        expectRefusal(await get('/api/content/videos/test/content/other.mp4'), 404, ERROR_CODES.NOT_FOUND);
        expectRefusal(await get('/api/content/videos/test/poster.jpg'), 400, ERROR_CODES.PARAMETER_ERROR);
        expectRefusal(await get('/api/content/videos/..%2Fsecret.mp4'), 400, ERROR_CODES.PARAMETER_ERROR);
        // The image route serves no clip.
        expectRefusal(await get(`/api/images/${CLIP_KEY}`), 400, ERROR_CODES.PARAMETER_ERROR);
      });
    });
  },
  { env: { UPLOADS_DIR: join(tmpdir(), 'lahap-test-content') } },
);
