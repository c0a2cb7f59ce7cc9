import { ERROR_CODES } from '@lahap/contract/errors';
import type { LocalizedText } from '@lahap/contract/locale';
import type {
  CouponBatch,
  FavouriteStoreListData,
  MerchantHomepageCouponData,
  ServiceFacilitiesCategory,
  StoreDetailData,
} from '@lahap/contract/store/schemas';
import { imageSrc } from '@lahap/contract/media/image-src';
import { carouselImages, sortStoreImages } from '@lahap/contract/store/store-images';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import { type Position, kmToOneDecimal, positionOf, wholeMetres } from '../../lib/geo.js';
import { buildStoreCards, productCardOf } from '../catalog/index.js';
import type { Clock } from '../../lib/clock.js';
import type { CouponBatchRow, StoreDetailRow, StoreRepository } from './repository.js';

/** The largest id a bigint column holds; longer "ids" from a link name no store. */
const MAX_BIGINT = 9_223_372_036_854_775_807n;

/** A decimal id a bigint column can hold, or null: a link carrying anything else is invalid. */
function storeIdOf(value: string): string | null {
  if (!/^\d{1,19}$/.test(value)) return null;
  return BigInt(value) <= MAX_BIGINT ? value : null;
}

/** The position both coordinates give, or null: without one no distance is shown. */
function positionOrNull(lat: number | undefined, lng: number | undefined): Position | null {
  return lat === undefined || lng === undefined ? null : { lat, lng };
}

/** The tip over the "Dine Out Voucher" list (spec §2: redemption is only at the outlet). */
export const DINE_OUT_NOTICE: LocalizedText = {
  'id-ID': 'Voucher hanya dapat ditukarkan langsung di outlet ini.',
  'en-US': 'Vouchers can only be redeemed at this outlet.',
  'zh-CN': '团购券仅限在本门店到店核销。',
};

const nonEmpty = (value: string | undefined): string | undefined =>
  value !== undefined && value !== '' ? value : undefined;

/** Facilities grouped by their category, in the order the rows come (category sort, then facility sort). */
function facilityGroups(rows: StoreDetailRow['facilities']): ServiceFacilitiesCategory[] {
  const groups = new Map<string, ServiceFacilitiesCategory>();
  for (const row of rows) {
    let group = groups.get(row.category_id);
    if (!group) {
      group = { id: row.category_id, categoryName: row.category_name, serviceFacilities: [] };
      groups.set(row.category_id, group);
    }
    group.serviceFacilities.push({ id: row.id, describeName: row.name });
  }
  return [...groups.values()];
}

function detailOf(row: StoreDetailRow): StoreDetailData {
  const images = sortStoreImages(
    row.images.map((i) => ({ imageType: i.type, imageUrl: i.url, sort: i.sort })),
  );
  const background = images.find((i) => i.imageType === 'BACKGROUND')?.imageUrl;
  return {
    storeId: row.id,
    merchantId: row.merchant_id,
    brandId: row.brand_id,
    poiId: row.poi_id,
    storeName: row.name,
    storeType: row.store_type,
    halalRestaurant: row.halal ? '1' : '0',
    storeMobile: row.mobile,
    storeAddress: row.address,
    storeLat: row.lat,
    storeLng: row.lng,
    storeLogo: row.logo_url,
    mapLinkAddress: row.map_link,
    storeDistance: row.metres === null ? null : kmToOneDecimal(row.metres),
    distance: row.metres === null ? null : wholeMetres(row.metres),
    dayPartTimeList: row.hours.map((h) => ({
      dayPartCode: h.day,
      channelCode: h.channel,
      startTime: h.start,
      endTime: h.end,
      // Stored rows are the spans a store is open; closed days simply have none.
      isBusinessHours: true,
    })),
    mallInfo:
      row.mall_id !== null
        ? {
            mallId: row.mall_id,
            mallName: row.mall_name ?? {},
            floorList: row.floors.map((floorName) => ({ floorName })),
            locationRemark: row.location_remark,
          }
        : null,
    storeBusinessCategoryList: row.categories.map((c) => ({
      businessCategoryId: c.id,
      businessCategoryName: c.name,
    })),
    pricePerCapita: row.price_per_capita,
    tagList: row.tag_list,
    storeChannelList: row.channels.map((c) => ({ orderFoodType: c.type, qrCodeId: c.qr })),
    businessDistrictList: row.districts.map((d) => ({ id: d.id, name: d.name })),
    serviceFacilitiesCategoryList: facilityGroups(row.facilities),
    favourite: row.favourite,
    shareInfo: {
      shareContent: row.share_content,
      shareImgUrl: background ?? row.background_url ?? row.logo_url,
    },
    merchantBackgroundImage: row.background_url,
    storeImageList: images,
    menuList: row.dishes.map((d) => ({
      dishId: d.id,
      dishName: d.name,
      description: d.description,
      imageUrl: d.image_url,
      price: d.price,
      isSignature: d.is_signature,
    })),
  };
}

function couponBatchOf(row: CouponBatchRow, couponId: string | undefined): CouponBatch {
  return {
    batchId: row.batch_id,
    isReceive: couponId !== undefined,
    isNotCollected: false,
    isSoldOut: row.remaining_quantity <= 0,
    couponId: couponId ?? null,
    totalQuantity: row.total_quantity,
    remainingQuantity: row.remaining_quantity,
    receiveTimesLimit: row.receive_times_limit,
    receiveTimesDailyLimit: row.receive_times_daily_limit,
    startTime: new Date(row.starts_at_ms).toISOString(),
    endTime: new Date(row.ends_at_ms).toISOString(),
    coupon: {
      templateId: row.template_id,
      logoUrl: row.logo_url,
      couponName: row.name,
      couponSubTitle: row.subtitle,
      status: row.template_status,
      discountAmount: row.discount_amount,
      minimumSpend: row.minimum_spend,
      validDays: row.valid_days,
    },
  };
}

/** What the store page reads of the customer's coupons: their usable coupon per batch. */
export type UsableCoupons = (userId: number, batchIds: readonly string[]) => Promise<Map<string, string>>;

export function createStoreService(deps: {
  stores: StoreRepository;
  now: Clock;
  usableCoupons: UsableCoupons;
}) {
  const { stores, now, usableCoupons } = deps;

  /** The store a link names: storeId first, else poiId, else the store of qrCodeId. */
  async function resolveStoreId(body: {
    storeId?: string;
    poiId?: string;
    qrCodeId?: string;
  }): Promise<string> {
    const storeId = nonEmpty(body.storeId);
    const poiId = nonEmpty(body.poiId);
    const qrCodeId = nonEmpty(body.qrCodeId);
    if (storeId !== undefined) {
      const id = storeIdOf(storeId);
      if (id === null) throw new DomainError(ERROR_CODES.STORE_LINK_INVALID);
      return id;
    }
    if (poiId !== undefined) {
      const id = await stores.storeIdByPoi(poiId);
      if (id === undefined) throw new DomainError(ERROR_CODES.STORE_LINK_INVALID);
      return id;
    }
    if (qrCodeId !== undefined) {
      const id = await stores.storeIdByQrCode(qrCodeId);
      if (id === undefined) throw new DomainError(ERROR_CODES.QR_CODE_NOT_LINKED);
      return id;
    }
    throw parameterError('body.storeId is required (or poiId, or qrCodeId)');
  }

  /** A store the page may show: 6410092 when there is none, 6410012 once it closed down. */
  function assertAvailable<T extends { status: string }>(row: T | undefined): T {
    if (!row) throw new DomainError(ERROR_CODES.STORE_LINK_INVALID);
    if (row.status !== 'OPEN') throw new DomainError(ERROR_CODES.STORE_UNAVAILABLE);
    return row;
  }

  return {
    /**
     * The image a link's store page shows first (its first carousel image, at the width the
     * page asks for), or null: no such open store, or it draws the default banner.
     */
    async firstCarouselImage(storeIdText: string): Promise<string | null> {
      const id = storeIdOf(storeIdText.trim());
      if (id === null) return null;
      const row = await stores.carousel(id);
      if (!row) return null;
      const [first] = carouselImages({
        storeImageList: row.images,
        merchantBackgroundImage: row.background_url,
      });
      return imageSrc(first, 'bannerPhone');
    },

    /**
     * The store detail call: the store a link names, for the store home and store detail pages.
     * Checks in order: the link names a store (6410092), it still trades (6410012), and a sent
     * qrCodeId is one of its table QR codes (3800021).
     */
    async detail(
      body: {
        storeId?: string;
        poiId?: string;
        qrCodeId?: string;
        lat?: number;
        lng?: number;
      },
      userId: number | null,
    ): Promise<StoreDetailData> {
      const storeId = await resolveStoreId(body);
      const row = assertAvailable(await stores.detail(storeId, positionOrNull(body.lat, body.lng), userId));
      const qrCodeId = nonEmpty(body.qrCodeId);
      if (qrCodeId !== undefined && !row.channels.some((c) => c.qr === qrCodeId)) {
        throw new DomainError(ERROR_CODES.QR_CODE_NOT_LINKED);
      }
      return detailOf(row);
    },

    /** resource_pos/merchant_homepage/coupon: the store's products and claimable coupon batches. */
    async homepageCoupons(
      body: {
        storeId: string;
        lat?: number;
        lng?: number;
      },
      userId: number | null,
    ): Promise<MerchantHomepageCouponData> {
      const storeId = storeIdOf(body.storeId);
      if (storeId === null) throw new DomainError(ERROR_CODES.STORE_LINK_INVALID);
      const status = await stores.status(storeId);
      assertAvailable(status === undefined ? undefined : { status });
      const position = positionOrNull(body.lat, body.lng);
      const [products, batches] = await Promise.all([
        stores.products(storeId, position),
        stores.claimableBatches(storeId, now()),
      ]);
      const productList = products.map((row) => productCardOf(row));
      const held =
        userId === null || batches.length === 0
          ? new Map<string, string>()
          : await usableCoupons(
              userId,
              batches.map((batch) => batch.batch_id),
            );
      return {
        homepageCouponNotice: productList.length > 0 ? { content: { noticeContent: DINE_OUT_NOTICE } } : null,
        homepageCouponList: {
          couponBatchList: batches.map((batch) => couponBatchOf(batch, held.get(batch.batch_id))),
          productList,
          activityId: null,
        },
      };
    },

    /** Favourite add: idempotent; an unknown store is 6410092, a closed-down one 6410012. */
    async saveFavourite(userId: number, businessId: string): Promise<null> {
      const storeId = storeIdOf(businessId);
      if (storeId === null) throw new DomainError(ERROR_CODES.STORE_LINK_INVALID);
      const status = await stores.status(storeId);
      assertAvailable(status === undefined ? undefined : { status });
      await stores.saveFavourite(userId, storeId);
      return null;
    },

    /** Favourite remove: idempotent; ids the user never saved (or unknown ones) are ignored. */
    async cancelFavourites(userId: number, businessIds: readonly string[]): Promise<null> {
      const ids = [...new Set(businessIds.map(storeIdOf).filter((id): id is string => id !== null))];
      if (ids.length > 0) await stores.cancelFavourites(userId, ids);
      return null;
    },

    /** My favourites, newest saved first, as store cards; distance only when a position is sent. */
    async favouriteStores(
      userId: number,
      body: { pageNo: number; pageSize: number; lat?: number; lng?: number },
    ): Promise<FavouriteStoreListData> {
      const position = positionOrNull(body.lat, body.lng);
      const at = now();
      const [rows, total] = await Promise.all([
        stores.favouriteStores({
          userId,
          // Cards measure from somewhere; without a position the distance is dropped below.
          position: position ?? positionOf(undefined, undefined),
          offset: (body.pageNo - 1) * body.pageSize,
          limit: body.pageSize + 1,
          cardsAt: at,
        }),
        stores.countFavourites(userId),
      ]);
      const served = rows.slice(0, body.pageSize);
      const cards = buildStoreCards(served, at, () =>
        position ? {} : { distance: null, storeDistance: null },
      );
      const list = cards.map((card, i) => {
        const row = served[i];
        return {
          ...card,
          favouriteTime: new Date(row?.saved_at_ms ?? 0).toISOString(),
          isAvailable: row?.status === 'OPEN',
        };
      });
      return { list, hasMore: rows.length > body.pageSize, pageNo: body.pageNo, total };
    },
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
