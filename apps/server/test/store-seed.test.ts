import { ERROR_CODES } from '@lahap/contract/errors';
import { LOCALES, type LocalizedText } from '@lahap/contract/locale';
import { STORE_ITEMS_BEFORE_VIEW_MORE, STORE_PHOTOS_MIN_EXCLUSIVE } from '@lahap/contract/constants';
import { STORE_PATHS } from '@lahap/contract/store/paths';
import type { MerchantHomepageCouponData, StoreDetailData } from '@lahap/contract/store/schemas';
import { expect, it } from 'vitest';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';

const complete = (text: LocalizedText | null | undefined) =>
  LOCALES.every((locale) => Boolean(text?.[locale]?.trim()));

describeEachEngine(
  'store pages on the demo city',
  (t) => {
    const rows = <Row extends Record<string, unknown>>(text: string) => t.app.rawQuery<Row>({ text }, []);
    const ids = async (text: string) => (await rows<{ id: string }>(text)).map((row) => row.id);
    const detail = async (body: Record<string, unknown>) =>
      expectSuccess<StoreDetailData>(await signedPost(t.app, api(STORE_PATHS.storeDetail), body));

    it('has closed-down stores that answer 6410012', async () => {
      const closed = await ids(`select id::text as id from stores where status = 'CLOSED_DOWN' order by id`);
      expect(closed.length).toBeGreaterThanOrEqual(2);
      for (const storeId of closed) {
        expectRefusal(
          await signedPost(t.app, api(STORE_PATHS.storeDetail), { storeId }),
          400,
          ERROR_CODES.STORE_UNAVAILABLE,
        );
      }
    });

    it('has stores above and at or below 3 photos, and serves a mall store with every text in three languages', async () => {
      const counts = await rows<{ id: string; n: number }>(
        `select s.id::text as id, count(i.id)::int as n from stores s
          join store_images i on i.store_id = s.id and i.image_type = 'PHOTOS'
          where s.status = 'OPEN' and s.mall_id is not null group by s.id order by s.id`,
      );
      const many = counts.find((row) => row.n > STORE_PHOTOS_MIN_EXCLUSIVE);
      const few = counts.find((row) => row.n < STORE_PHOTOS_MIN_EXCLUSIVE);
      expect(few).toBeDefined();
      expect(many).toBeDefined();

      const store = await detail({ storeId: String(many?.id) });
      expect(store.storeImageList.filter((i) => i.imageType === 'PHOTOS')).toHaveLength(many?.n ?? -1);
      expect(new Set(store.storeImageList.map((i) => i.imageType))).toEqual(
        new Set(['MENU_VIEW', 'PHOTOS', 'BACKGROUND', 'IN_SCENE']),
      );
      const sorts = store.storeImageList.map((i) => i.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(complete(store.mallInfo?.locationRemark)).toBe(true);
      expect(complete(store.mallInfo?.mallName)).toBe(true);
      expect(store.mallInfo?.floorList.length).toBeGreaterThan(0);
      expect(complete(store.shareInfo.shareContent)).toBe(true);
      expect(store.serviceFacilitiesCategoryList.length).toBeGreaterThan(0);
      for (const group of store.serviceFacilitiesCategoryList) {
        expect(complete(group.categoryName)).toBe(true);
        expect(group.serviceFacilities.every((f) => complete(f.describeName))).toBe(true);
      }
      expect(store.businessDistrictList.every((d) => complete(d.name))).toBe(true);
      expect(store.menuList.length).toBeGreaterThan(0);
      expect(store.dayPartTimeList.length).toBeGreaterThan(0);
      const withMobile = await ids(`select id::text as id from stores where mobile is not null limit 1`);
      expect((await detail({ storeId: withMobile[0] })).storeMobile).toMatch(/^\+62 8\d\d-\d{4}-\d{4}$/);
    });

    it('opens POI stores by poiId and partner stores by a table QR alone', async () => {
      const poi = await ids(
        `select poi_id as id from stores where store_type = 'POI_STORE' and status = 'OPEN' limit 1`,
      );
      expect((await detail({ poiId: poi[0] })).storeType).toBe('POI_STORE');
      const qr = await rows<{ qr: string; id: string }>(
        `select c.qr_code_id as qr, s.id::text as id from store_channels c join stores s on s.id = c.store_id
          where c.qr_code_id is not null and s.status = 'OPEN' order by s.id limit 1`,
      );
      const row = qr[0];
      expect((await detail({ qrCodeId: row?.qr })).storeId).toBe(String(row?.id));
    });

    it('has stores with more than 3 products and more than 3 claimable coupon batches', async () => {
      const rich = await ids(`select s.id::text as id from stores s where s.status = 'OPEN'
        and (select count(*) from product_stores ps join products p on p.id = ps.product_id
          where ps.store_id = s.id and p.status = 'ON') > 3
        and (select count(*) from coupon_template_stores ct join coupon_batches b on b.template_id = ct.template_id
          where ct.store_id = s.id and b.remaining_quantity > 0) > 3
        order by s.id limit 1`);
      expect(rich).toHaveLength(1);
      const data = expectSuccess<MerchantHomepageCouponData>(
        await signedPost(t.app, api(STORE_PATHS.merchantHomepageCoupon), { storeId: rich[0] }),
      );
      expect(data.homepageCouponList.productList.length).toBeGreaterThan(STORE_ITEMS_BEFORE_VIEW_MORE);
      expect(data.homepageCouponList.couponBatchList.length).toBeGreaterThan(STORE_ITEMS_BEFORE_VIEW_MORE);
      expect(complete(data.homepageCouponNotice?.content.noticeContent)).toBe(true);
    });
  },
  { seed: true },
);
