import type { StaffKitData, StaffLoginData, StaffProfile } from '@lahap/contract/merchant/schemas';
import { keyFromHex } from '@lahap/contract/redemption/code';

/** The demo's staff member: store 10000195, phone +62 811 0000 0001. */
export const STAFF: StaffProfile = {
  staffId: '5001',
  name: 'Sari',
  storeId: '10000195',
  storeName: { 'id-ID': 'Warung Sederhana Kemang', 'en-US': 'Warung Sederhana Kemang' },
};

export const STAFF_PHONE = '81100000001';

/** The merchant key of the fixtures' kit. */
export const MERCHANT_KEY_HEX = '11'.repeat(32);
export const MERCHANT_KEY = keyFromHex(MERCHANT_KEY_HEX);
/** Another merchant's key: its codes are not this store's. */
export const OTHER_MERCHANT_KEY = keyFromHex('22'.repeat(32));

/** A voucher product and a coupon template the store accepts, and a product it does not. */
export const VOUCHER_ITEM = '300001';
export const COUPON_ITEM = '400001';
export const OTHER_STORE_ITEM = '300002';

export function loginData(overrides: Partial<StaffLoginData> = {}): StaffLoginData {
  return {
    staffToken: 'staff-token-1',
    expiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
    staff: STAFF,
    ...overrides,
  };
}

export function kitData(overrides: Partial<StaffKitData> = {}): StaffKitData {
  return {
    staff: STAFF,
    merchantId: '7001',
    key: MERCHANT_KEY_HEX,
    vouchers: [{ itemId: VOUCHER_ITEM, name: { 'id-ID': 'Paket Nasi Ayam', 'en-US': 'Chicken rice set' } }],
    coupons: [{ itemId: COUPON_ITEM, name: { 'id-ID': 'Diskon Rp 10.000', 'en-US': 'Rp 10,000 off' } }],
    issuedAt: new Date().toISOString(),
    ...overrides,
  };
}
