import { ERROR_MESSAGES } from '@lahap/contract/error-messages';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { STORE_PATHS } from '@lahap/contract/store/paths';
import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { expect, it } from 'vitest';
import { haversineMetres, offset, text } from './discovery-factories.js';
import { createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { closeStore, createStorePage } from './store-factories.js';

const HOME = { lat: -6.2, lng: 106.8 };

describeEachEngine('store detail', (t) => {
  const detail = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    signedPost(
      t.app,
      api(STORE_PATHS.storeDetail),
      { sourceType: 'CUSTOMER', cpType: 'LAHAP', ...body },
      { headers },
    );
  const data = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    expectSuccess<StoreDetailData>(await detail(body, headers));

  it('answers a settled store with every field of the spec’s Store, images sorted by sort', async () => {
    const place = offset(HOME, 1, 0);
    const made = await createStorePage(t.app, {
      ...place,
      name: text('Sate Pak Budi', 'Pak Budi Satay', '布迪沙爹'),
      address: text('Jalan Sudirman 1', '1 Sudirman Street', '苏迪曼路 1 号'),
      withFacilities: true,
      hours: [
        [1, 1, '10:30', '21:00'],
        [7, 3, '22:00', '02:00'],
        [1, 3, '10:00', '22:00'],
      ],
      // Inserted out of order on purpose: the answer sorts by `sort`, whatever the insertion.
      images: [
        ['PHOTOS', 3],
        ['BACKGROUND', 1],
        ['PHOTOS', 1],
        ['MENU_VIEW', 0],
        ['IN_SCENE', 2],
        ['BACKGROUND', 0],
        ['PHOTOS', 2],
      ],
      menu: [
        { name: text('Es Teh', 'Iced Tea', '冰茶'), price: 8_000, sort: 2 },
        { name: text('Sate Ayam', 'Chicken Satay', '鸡肉沙爹'), price: 30_000, sort: 0 },
        { name: text('Lontong', 'Rice Cake', '米糕'), price: 10_000, sort: 1 },
      ],
    });

    const store = await data({ storeId: made.storeId, ...HOME });
    expect(store).toMatchObject({
      storeId: made.storeId,
      storeType: 'SETTLED_STORE',
      poiId: null,
      storeName: { 'id-ID': 'Sate Pak Budi', 'en-US': 'Pak Budi Satay', 'zh-CN': '布迪沙爹' },
      storeAddress: { 'id-ID': 'Jalan Sudirman 1', 'en-US': '1 Sudirman Street', 'zh-CN': '苏迪曼路 1 号' },
      halalRestaurant: '1',
      storeMobile: '+62 812-1111-2222',
      storeLat: place.lat,
      storeLng: place.lng,
      storeLogo: `/img/store/${made.storeId}.png`,
      mapLinkAddress: `https://maps.google.com/?q=${place.lat},${place.lng}`,
      pricePerCapita: text('Rp 50.000'),
      tagList: [{ 'id-ID': 'Halal', 'en-US': 'Halal', 'zh-CN': '清真' }],
      favourite: false,
      merchantBackgroundImage: `/img/store/${made.storeId}-background.png`,
      mallInfo: {
        mallId: made.mallId,
        floorList: [{ floorName: '3F' }],
        locationRemark: { 'id-ID': 'Dekat eskalator', 'en-US': 'Near the escalator', 'zh-CN': '扶梯旁' },
      },
      storeBusinessCategoryList: [
        {
          businessCategoryId: made.categoryId,
          businessCategoryName: { 'id-ID': 'Sate', 'en-US': 'Satay', 'zh-CN': '沙爹' },
        },
      ],
      storeChannelList: [
        { orderFoodType: 2, qrCodeId: null },
        { orderFoodType: 3, qrCodeId: `QR${made.storeId}T` },
      ],
      businessDistrictList: [
        { id: made.districtId, name: { 'id-ID': 'Senayan', 'en-US': 'Senayan', 'zh-CN': '森那扬' } },
      ],
      shareInfo: {
        shareContent: {
          'id-ID': `Yuk makan di ${made.storeId}`,
          'en-US': `Let's eat at ${made.storeId}`,
          'zh-CN': `一起去 ${made.storeId} 吃饭`,
        },
      },
    });
    expect(store.merchantId).toMatch(/^\d+$/);

    // Ascending by sort across the four types; the share picture is the first background.
    expect(store.storeImageList.map((i) => [i.imageType, i.sort])).toEqual([
      ['MENU_VIEW', 0],
      ['BACKGROUND', 0],
      ['BACKGROUND', 1],
      ['PHOTOS', 1],
      ['IN_SCENE', 2],
      ['PHOTOS', 2],
      ['PHOTOS', 3],
    ]);
    expect(store.shareInfo.shareImgUrl).toBe(store.storeImageList[1]?.imageUrl);

    expect(store.menuList.map((d) => [d.dishName['en-US'], d.price, d.isSignature])).toEqual([
      ['Chicken Satay', 30_000, true],
      ['Rice Cake', 10_000, false],
      ['Iced Tea', 8_000, false],
    ]);
    expect(store.menuList[0]?.imageUrl).toMatch(/^\/img\/dish\//);

    expect(store.dayPartTimeList).toEqual([
      { dayPartCode: 1, channelCode: 1, startTime: '10:30', endTime: '21:00', isBusinessHours: true },
      { dayPartCode: 1, channelCode: 3, startTime: '10:00', endTime: '22:00', isBusinessHours: true },
      { dayPartCode: 7, channelCode: 3, startTime: '22:00', endTime: '02:00', isBusinessHours: true },
    ]);

    // Grouped by category (its sort), then the facility's sort.
    expect(
      store.serviceFacilitiesCategoryList.map((c) => [
        c.categoryName['en-US'],
        c.serviceFacilities.map((f) => f.describeName['en-US']),
      ]),
    ).toEqual([
      ['Facilities', ['Prayer room', 'Parking']],
      ['Payment', ['QRIS']],
    ]);
    expect(store.serviceFacilitiesCategoryList[0]?.serviceFacilities[0]?.describeName).toEqual({
      'id-ID': 'Musala',
      'en-US': 'Prayer room',
      'zh-CN': '祈祷室',
    });

    // One km north: whole metres and km to one decimal, great-circle.
    const expected = haversineMetres(HOME, place);
    expect(Math.abs((store.distance ?? 0) - expected)).toBeLessThan(expected * 0.005);
    expect(store.storeDistance).toBe(1);
  });

  it('answers no distance without a position', async () => {
    const made = await createStorePage(t.app, offset(HOME, 3, 3));
    const store = await data({ storeId: made.storeId });
    expect(store.distance).toBeNull();
    expect(store.storeDistance).toBeNull();
    expect(store.storeImageList).toEqual([]);
    expect(store.serviceFacilitiesCategoryList).toEqual([]);
  });

  it('answers a POI store by its poiId, or by its storeId; a store outside a mall has no mallInfo', async () => {
    const made = await createStorePage(t.app, {
      ...offset(HOME, 2, 0),
      storeType: 'POI_STORE',
      inMall: false,
    });
    const byPoi = await data({ poiId: made.poiId, ...offset(HOME, 0, 0) });
    expect(byPoi).toMatchObject({
      storeId: made.storeId,
      storeType: 'POI_STORE',
      poiId: made.poiId,
      mallInfo: null,
    });
    expect(byPoi.storeDistance).toBe(2);
    const byId = await data({ storeId: made.storeId, poiId: '' });
    expect(byId.storeId).toBe(made.storeId);
  });

  it('accepts the store’s own table QR, and finds the store from a QR alone', async () => {
    const made = await createStorePage(t.app, offset(HOME, 4, 0));
    const qr = `QR${made.storeId}T`;
    expect((await data({ storeId: made.storeId, qrCodeId: qr })).storeId).toBe(made.storeId);
    expect((await data({ qrCodeId: qr })).storeId).toBe(made.storeId);
  });

  it('answers 3800021 for a QR code not linked to the store', async () => {
    const mine = await createStorePage(t.app, offset(HOME, 5, 0));
    const other = await createStorePage(t.app, offset(HOME, 5, 1));
    const message = expectRefusal(
      await detail({ storeId: mine.storeId, qrCodeId: `QR${other.storeId}T` }, { [HEADERS.locale]: 'en-US' }),
      400,
      ERROR_CODES.QR_CODE_NOT_LINKED,
    );
    expect(message).toBe('QR code not linked, cannot be used');
    expectRefusal(
      await detail({ storeId: mine.storeId, qrCodeId: 'QR-NOWHERE' }),
      400,
      ERROR_CODES.QR_CODE_NOT_LINKED,
    );
    expectRefusal(await detail({ qrCodeId: 'QR-NOWHERE' }), 400, ERROR_CODES.QR_CODE_NOT_LINKED);
  });

  it('answers 6410092 for a store that does not exist or a link that names none', async () => {
    const message = expectRefusal(
      await detail({ storeId: '987654321' }, { [HEADERS.locale]: 'en-US' }),
      400,
      ERROR_CODES.STORE_LINK_INVALID,
    );
    expect(message).toBe('Invalid link. Store not found.');
    for (const storeId of ['abc', '12x', '99999999999999999999', '9999999999999999999']) {
      expectRefusal(await detail({ storeId }), 400, ERROR_CODES.STORE_LINK_INVALID);
    }
    expectRefusal(await detail({ poiId: 'POI-NOWHERE' }), 400, ERROR_CODES.STORE_LINK_INVALID);
  });

  it('answers 6410012 for a store that closed down, in the request language', async () => {
    const made = await createStorePage(t.app, offset(HOME, 6, 0));
    await closeStore(t.app, made.storeId);
    const message = expectRefusal(
      await detail({ storeId: made.storeId }, { [HEADERS.locale]: 'zh-CN' }),
      400,
      ERROR_CODES.STORE_UNAVAILABLE,
    );
    expect(message).toBe(ERROR_MESSAGES[ERROR_CODES.STORE_UNAVAILABLE]?.['zh-CN']);
    // The QR of a closed store does not revive it.
    expectRefusal(await detail({ qrCodeId: `QR${made.storeId}T` }), 400, ERROR_CODES.STORE_UNAVAILABLE);
  });

  it('answers the parameter error for malformed input, naming the field', async () => {
    const noId = expectRefusal(await detail({}), 400, ERROR_CODES.PARAMETER_ERROR);
    expect(noId).toMatch(/storeId/);
    expectRefusal(await detail({ storeId: '', poiId: ' ' }), 400, ERROR_CODES.PARAMETER_ERROR);
    expect(expectRefusal(await detail({ storeId: 123 }), 400, ERROR_CODES.PARAMETER_ERROR)).toMatch(
      /storeId/,
    );
    expect(expectRefusal(await detail({ storeId: '1', lat: 200 }), 400, ERROR_CODES.PARAMETER_ERROR)).toMatch(
      /lat/,
    );
    expect(
      expectRefusal(await detail({ storeId: '1', sourceType: 'MERCHANT' }), 400, ERROR_CODES.PARAMETER_ERROR),
    ).toMatch(/sourceType/);
  });

  it('marks favourite only for the user who saved the store', async () => {
    const made = await createStorePage(t.app, offset(HOME, 7, 0));
    const saver = await createUser(t.app);
    const other = await createUser(t.app);
    const auth = (token: string) => ({ [HEADERS.authorize]: token });
    expectSuccess(
      await signedPost(
        t.app,
        api(STORE_PATHS.favouriteSave),
        { businessId: made.storeId, businessType: 'STORE' },
        { headers: auth(saver.token) },
      ),
    );
    expect((await data({ storeId: made.storeId }, auth(saver.token))).favourite).toBe(true);
    expect((await data({ storeId: made.storeId }, auth(other.token))).favourite).toBe(false);
    expect((await data({ storeId: made.storeId })).favourite).toBe(false);
  });
});
