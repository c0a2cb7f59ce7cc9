import type { ProductCard } from '@lahap/contract/discovery/schemas';
import type { StoreImageType } from '@lahap/contract/enums';
import type {
  CouponBatch,
  FavouriteStore,
  MerchantHomepageCouponData,
  StoreDetailData,
  StoreImage,
} from '@lahap/contract/store/schemas';
import { productCardFixture } from '@/shared/product/product-fixtures';

/** `count` images of one type, sorted as served. */
export function images(type: StoreImageType, count: number): StoreImage[] {
  return Array.from({ length: count }, (_, i) => ({
    imageType: type,
    imageUrl: `/api/images/demo/${type.toLowerCase()}-${String(i + 1)}.webp`,
    sort: i,
  }));
}

/** Every day, every channel open 00:00–24:00 unless a test says otherwise. */
const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  dayPartCode: day,
  channelCode: 3,
  startTime: '00:00',
  endTime: '24:00',
  isBusinessHours: true,
}));

/** A store with every part of the store page filled in. */
export function storeFixture(overrides: Partial<StoreDetailData> = {}): StoreDetailData {
  return {
    storeId: '101',
    merchantId: '201',
    brandId: null,
    poiId: null,
    storeName: { 'id-ID': 'Warung Sate Pak Kumis', 'en-US': 'Pak Kumis Satay' },
    storeType: 'SETTLED_STORE',
    halalRestaurant: '1',
    storeMobile: '+62 812-3456-7890',
    storeAddress: { 'id-ID': 'Jl. Sabang No. 12, Jakarta Pusat' },
    storeLat: -6.186,
    storeLng: 106.826,
    storeLogo: '/api/images/demo/logo.webp',
    mapLinkAddress: 'https://maps.example.com/?q=sabang',
    storeDistance: 1.5,
    distance: 1460,
    dayPartTimeList: ALL_DAY,
    mallInfo: {
      mallId: '301',
      mallName: { 'id-ID': 'Grand Indonesia' },
      floorList: [{ floorName: 'LG' }, { floorName: '3F' }],
      locationRemark: { 'id-ID': 'Dekat eskalator timur', 'en-US': 'Near the east escalator' },
    },
    storeBusinessCategoryList: [
      { businessCategoryId: '1', businessCategoryName: { 'id-ID': 'Sate' } },
      { businessCategoryId: '2', businessCategoryName: { 'id-ID': 'Indonesia' } },
    ],
    pricePerCapita: { 'id-ID': 'Rp 50.000/orang' },
    tagList: [],
    storeChannelList: [
      { orderFoodType: 3, qrCodeId: 'qr-dine' },
      { orderFoodType: 1, qrCodeId: null },
      { orderFoodType: 2, qrCodeId: 'qr-pick' },
    ],
    businessDistrictList: [{ id: '11', name: { 'id-ID': 'Menteng' } }],
    serviceFacilitiesCategoryList: [
      {
        id: '21',
        categoryName: { 'id-ID': 'Fasilitas' },
        serviceFacilities: [
          { id: '31', describeName: { 'id-ID': 'Wi-Fi' } },
          { id: '32', describeName: { 'id-ID': 'Parkir' } },
        ],
      },
      {
        id: '22',
        categoryName: { 'id-ID': 'Pembayaran' },
        serviceFacilities: [{ id: '33', describeName: { 'id-ID': 'QRIS' } }],
      },
    ],
    favourite: false,
    shareInfo: { shareContent: { 'id-ID': 'Sate terenak di Sabang' }, shareImgUrl: '' },
    merchantBackgroundImage: null,
    storeImageList: [...images('BACKGROUND', 2), ...images('PHOTOS', 5), ...images('MENU_VIEW', 2)],
    menuList: [
      {
        dishId: '41',
        dishName: { 'id-ID': 'Sate Ayam' },
        description: { 'id-ID': 'Sepuluh tusuk' },
        imageUrl: '/api/images/demo/dish-1.webp',
        price: 35000,
        isSignature: true,
      },
      {
        dishId: '42',
        dishName: { 'id-ID': 'Es Teh' },
        description: {},
        imageUrl: '/api/images/demo/dish-2.webp',
        price: 8000,
        isSignature: false,
      },
    ],
    ...overrides,
  };
}

export function productFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return productCardFixture({
    productId: '501',
    skuId: '601',
    productName: { 'id-ID': 'Paket Sate Ayam' },
    imageUrl: '/api/images/demo/product.webp',
    ...overrides,
  });
}

export function batchFixture(batchId: string, overrides: Partial<CouponBatch> = {}): CouponBatch {
  return {
    batchId,
    isReceive: false,
    isNotCollected: false,
    isSoldOut: false,
    couponId: null,
    totalQuantity: 100,
    remainingQuantity: 80,
    receiveTimesLimit: 1,
    receiveTimesDailyLimit: -1,
    startTime: '2025-01-01T00:00:00Z',
    endTime: '2030-01-01T00:00:00Z',
    coupon: {
      templateId: `9${batchId}`,
      logoUrl: '',
      couponName: { 'id-ID': `Diskon ${batchId}` },
      couponSubTitle: { 'id-ID': 'Untuk semua menu' },
      status: 'ON',
      discountAmount: 10000,
      minimumSpend: 50000,
      validDays: 7,
    },
    ...overrides,
  };
}

/** Four vouchers (one on promotion, one low on stock, one sold out) and four coupon batches. */
export function couponsFixture(overrides: Partial<MerchantHomepageCouponData['homepageCouponList']> = {}) {
  const data: MerchantHomepageCouponData = {
    homepageCouponNotice: null,
    homepageCouponList: {
      productList: [
        productFixture({
          skuId: '601',
          productName: { 'id-ID': 'Paket Promo' },
          promotionInfo: {
            promotionActivitySalePrice: 19000,
            promotionDiscountRatio: 52,
            activityType: 'COMMON',
            promotionActivityTagName: { 'id-ID': 'Promo Gajian' },
          },
        }),
        productFixture({ skuId: '602', productName: { 'id-ID': 'Paket Stok Tipis' }, remainingStock: 4 }),
        productFixture({
          skuId: '603',
          productName: { 'id-ID': 'Paket Habis' },
          isSoldOut: true,
          purchaseCode: 1,
          remainingStock: 0,
        }),
        productFixture({ skuId: '604', productName: { 'id-ID': 'Paket Keempat' } }),
      ],
      couponBatchList: ['701', '702', '703', '704'].map((id) => batchFixture(id)),
      activityId: null,
      ...overrides,
    },
  };
  return data;
}

export function favouriteFixture(storeId: string, overrides: Partial<FavouriteStore> = {}): FavouriteStore {
  return {
    storeId,
    poiId: null,
    merchantId: '201',
    storeType: 'SETTLED_STORE',
    storeName: { 'id-ID': `Toko ${storeId}` },
    storeLogo: '',
    coverImageUrl: null,
    businessCategoryName: { 'id-ID': 'Sate' },
    halalRestaurant: '0',
    pricePerCapita: { 'id-ID': 'Rp 40.000/orang' },
    tagList: [],
    mallName: null,
    distance: 800,
    storeDistance: 0.8,
    isOpen: true,
    productList: [],
    couponList: [],
    favouriteTime: '2025-06-01T00:00:00Z',
    isAvailable: true,
    ...overrides,
  };
}
