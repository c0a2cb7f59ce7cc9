import type { FoodOrderCard, MyFoodOrdersData } from '@lahap/contract/ordering/schemas';

export const FOOD_STORE_NAME = {
  'id-ID': 'Warung Sate Pak Kumis',
  'en-US': 'Pak Kumis Satay',
  'zh-CN': '库米斯沙爹',
};

/** A pickup order paid and being prepared: Rp 64.000, pickup number 12. */
export function foodOrderCardFixture(id: string, overrides: Partial<FoodOrderCard> = {}): FoodOrderCard {
  return {
    kind: 'PICKUP',
    id,
    storeId: '10000195',
    storeName: FOOD_STORE_NAME,
    tableName: null,
    billNo: null,
    amount: 64_000,
    paidByMe: 64_000,
    status: 'ACCEPTED',
    pickupNo: 12,
    createTime: '2025-05-12T03:00:00.000Z',
    paidTime: '2025-05-12T03:02:00.000Z',
    qrCodeId: 'QR10000195P',
    ...overrides,
  };
}

/** A table's bill shared by the customer, paid in part (their Rp 40.000 of Rp 120.000), still open. */
export function tableBillCardFixture(id: string, overrides: Partial<FoodOrderCard> = {}): FoodOrderCard {
  return foodOrderCardFixture(id, {
    kind: 'TABLE',
    tableName: { 'id-ID': 'Meja 3', 'en-US': 'Table 3', 'zh-CN': '3 号桌' },
    billNo: 1,
    amount: 120_000,
    paidByMe: 40_000,
    status: 'PARTLY_PAID',
    pickupNo: null,
    paidTime: null,
    qrCodeId: 'QR10000195T3',
    ...overrides,
  });
}

export function foodOrdersPage(list: FoodOrderCard[], hasMore: boolean): MyFoodOrdersData {
  return { list, pageInfoVO: { hasMore } };
}
