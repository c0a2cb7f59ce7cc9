import { DISPLAY_TIME_ZONE, formatDate } from '@lahap/contract/format';
import type { Locale } from '@lahap/contract/locale';

interface RuleFacts {
  validDays: number;
  /** FIXED_TIME: the dates every voucher works between, whenever bought (end exclusive); null counts from purchase. */
  fixedWindow: { start: number; end: number } | null;
  /** Most one customer may buy; 0 = no limit. */
  userLimit: number;
  storeCount: number;
  flashSale: boolean;
}

type Words = Record<Locale, (facts: RuleFacts) => string>;

const clockTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** A moment as the rules print it: the date as the product shows dates, then the Jakarta time. */
const moment = (ms: number, locale: Locale) => `${formatDate(ms, locale)} ${clockTime.format(ms)}`;
const range = (f: RuleFacts, locale: Locale) =>
  f.fixedWindow ? `${moment(f.fixedWindow.start, locale)} – ${moment(f.fixedWindow.end, locale)}` : '';

const VALIDITY: Words = {
  'id-ID': (f) =>
    f.fixedWindow
      ? `Hanya berlaku ${range(f, 'id-ID')} WIB, kapan pun dibeli.`
      : `Berlaku ${f.validDays} hari sejak pembelian.`,
  'en-US': (f) =>
    f.fixedWindow
      ? `Valid only ${range(f, 'en-US')} (Jakarta time), whenever bought.`
      : `Valid for ${f.validDays} days from purchase.`,
  'zh-CN': (f) =>
    f.fixedWindow
      ? `仅限 ${range(f, 'zh-CN')}（雅加达时间）使用，与购买时间无关。`
      : `购买后 ${f.validDays} 天内有效。`,
};
const DINE_IN: Words = {
  'id-ID': (f) =>
    f.storeCount > 1
      ? `Untuk makan di tempat; tukarkan di salah satu dari ${f.storeCount} toko.`
      : 'Untuk makan di tempat; tukarkan di toko.',
  'en-US': (f) =>
    f.storeCount > 1
      ? `Dine-in only; redeem at any of ${f.storeCount} stores.`
      : 'Dine-in only; redeem at the store.',
  'zh-CN': (f) => (f.storeCount > 1 ? `仅限堂食，可在 ${f.storeCount} 家门店核销。` : '仅限堂食，到店核销。'),
};
const LIMIT: Words = {
  'id-ID': (f) => `Maksimal ${f.userLimit} per pelanggan.`,
  'en-US': (f) => `Up to ${f.userLimit} per customer.`,
  'zh-CN': (f) => `每人限购 ${f.userLimit} 份。`,
};
const STACKING: Words = {
  'id-ID': () => 'Bisa dipakai bersama satu kupon toko dan satu angpao per pesanan.',
  'en-US': () => 'Combines with one store coupon and one red envelope per order.',
  'zh-CN': () => '每笔订单可叠加一张门店优惠券和一个红包。',
};
const FLASH: Words = {
  'id-ID': () => 'Harga Flash Sale hanya berlaku selama Flash Sale berlangsung.',
  'en-US': () => 'The flash sale price holds only while the flash sale runs.',
  'zh-CN': () => '限时抢购价仅在活动期间有效。',
};

/** A voucher's rules as its detail page lists them, in the request's language. */
export function productRules(facts: RuleFacts, locale: Locale): string[] {
  const lines = [VALIDITY, DINE_IN];
  if (facts.userLimit > 0) lines.push(LIMIT);
  if (facts.flashSale) lines.push(FLASH);
  lines.push(STACKING);
  return lines.map((words) => words[locale](facts));
}
