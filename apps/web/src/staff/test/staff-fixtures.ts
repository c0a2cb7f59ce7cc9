import type { RedeemKind } from '@lahap/contract/enums';
import type { StaffKitData, StaffLoginData, StaffProfile } from '@lahap/contract/redemption/counter-schemas';
import {
  currentRedeemCode,
  holdRedeemCode,
  issueRedeemCodeSeed,
  keyFromHex,
  redeemPublicKey,
  toBase64Url,
} from '@lahap/contract/redemption/code';

/** The demo's staff member: store 10000195, phone +62 811 0000 0001. */
export const STAFF: StaffProfile = {
  staffId: '5001',
  name: 'Sari',
  storeId: '10000195',
  storeName: { 'id-ID': 'Warung Sederhana Kemang', 'en-US': 'Warung Sederhana Kemang' },
};

export const STAFF_PHONE = '81100000001';

/** A merchant as the server knows it: the secret its vouchers' keys come from, and its signing seed. */
export interface TestMerchant {
  secret: Uint8Array;
  signingSeed: Uint8Array;
}

/** The fixtures' kit's merchant; the kit holds only its public key. */
export const MERCHANT: TestMerchant = {
  secret: keyFromHex('11'.repeat(32)),
  signingSeed: keyFromHex('12'.repeat(32)),
};
export const MERCHANT_PUBLIC_KEY = toBase64Url(redeemPublicKey(MERCHANT.signingSeed));
/** Another merchant: its codes are not this store's. */
export const OTHER_MERCHANT: TestMerchant = {
  secret: keyFromHex('21'.repeat(32)),
  signingSeed: keyFromHex('22'.repeat(32)),
};

/**
 * The code a customer's phone shows at `at` for a voucher ('V') or store coupon ('C'), made as
 * the customer app makes it: from the seed and certificate the server gave the customer.
 */
export function customerCode(
  kind: RedeemKind,
  id: string,
  itemId: string,
  at = Date.now(),
  merchant: TestMerchant = MERCHANT,
): { typed: string; qrText: string } {
  const held = holdRedeemCode(issueRedeemCodeSeed(merchant, { kind, id, itemId }));
  if (!held) throw new Error('the seed the server issues is always readable');
  return currentRedeemCode(held, at);
}

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
    publicKey: MERCHANT_PUBLIC_KEY,
    vouchers: [{ itemId: VOUCHER_ITEM, name: { 'id-ID': 'Paket Nasi Ayam', 'en-US': 'Chicken rice set' } }],
    coupons: [{ itemId: COUPON_ITEM, name: { 'id-ID': 'Diskon Rp 10.000', 'en-US': 'Rp 10,000 off' } }],
    issuedAt: new Date().toISOString(),
    ...overrides,
  };
}
