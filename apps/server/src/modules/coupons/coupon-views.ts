import type { Coupon, CouponTemplateView, RedPacketActivity } from '@lahap/contract/coupons/schemas';
import { clientCouponStatus, couponStatusAt } from '@lahap/contract/coupons/lifecycle';
import { formatDate, formatRupiah } from '@lahap/contract/format';
import { jakartaDaysLeft } from '@lahap/contract/jakarta-day';
import type { Locale, LocalizedText } from '@lahap/contract/locale';
import type { ActivityRow } from './red-packet-repository.js';
import type { CouponRow, TemplateRow } from './wallet-repository.js';
import { iso, isoOrNull } from '../../lib/clock.js';

const LABELS: Record<TemplateRow['business'], LocalizedText> = {
  SAAS: { 'id-ID': 'Kupon toko', 'en-US': 'Store coupon', 'zh-CN': '门店券' },
  LOCAL_LIFE: { 'id-ID': 'Angpao', 'en-US': 'Red envelope', 'zh-CN': '红包' },
};

/** The label a template gives itself, else its kind's. */
function labelOf(row: TemplateRow): LocalizedText {
  return Object.keys(row.label).length > 0 ? row.label : LABELS[row.business];
}

export function couponOf(row: CouponRow, now: number): Coupon {
  const state = {
    status: row.status,
    effectiveStart: row.effective_start_ms,
    effectiveEnd: row.effective_end_ms,
    locked: row.locked_at_ms !== null,
  };
  const couponStatus = couponStatusAt(state, now);
  const works = couponStatus === 'VALID' || couponStatus === 'NOT_EFFECTIVE';
  return {
    id: row.id,
    templateId: row.template_id,
    batchId: row.batch_id,
    business: row.business,
    name: row.name,
    couponSubTitle: row.subtitle,
    couponLabel: labelOf(row),
    logoUrl: row.logo_url,
    status: clientCouponStatus(state, now),
    couponStatus,
    discountAmount: row.discount_amount,
    minimumSpend: row.minimum_spend,
    effectiveStartTime: iso(row.effective_start_ms),
    effectiveEndTime: iso(row.effective_end_ms),
    usedTime: isoOrNull(row.used_at_ms ?? row.locked_at_ms),
    receivedTime: iso(row.received_at_ms),
    remainingDays: works ? jakartaDaysLeft(now, row.effective_end_ms) : null,
    scopeOrderFoodTypes: row.scope_order_food_types,
    applicableStoreName: row.store_count === 1 ? row.store_name : null,
    multiStoreSign: row.store_count > 1,
    receiveTimesLimit: row.receive_times_limit,
    receiveTimesDailyLimit: row.receive_times_daily_limit,
  };
}

export function templateViewOf(row: TemplateRow): CouponTemplateView {
  const fixed = row.valid_starts_at_ms !== null;
  return {
    templateId: row.template_id,
    batchId: row.batch_id,
    business: row.business,
    name: row.name,
    couponSubTitle: row.subtitle,
    couponLabel: labelOf(row),
    logoUrl: row.logo_url,
    discountAmount: row.discount_amount,
    minimumSpend: row.minimum_spend,
    validDays: fixed ? null : row.valid_days,
    validStartTime: isoOrNull(row.valid_starts_at_ms),
    validEndTime: isoOrNull(row.valid_ends_at_ms),
    receiveTimesLimit: row.receive_times_limit,
    receiveTimesDailyLimit: row.receive_times_daily_limit,
    claimStartTime: iso(row.starts_at_ms),
    claimEndTime: iso(row.ends_at_ms),
    isSoldOut: row.remaining_quantity <= 0,
    newUserOnly: row.new_user_only,
  };
}

type RuleWriter = (row: TemplateRow, locale: Locale) => string | undefined;

/** The rules every coupon states, written from its fields when its template says nothing. */
const RULES: readonly RuleWriter[] = [
  (row, locale) => {
    const min = formatRupiah(row.minimum_spend);
    if (row.minimum_spend <= 0) {
      return { 'id-ID': 'Tanpa minimum belanja.', 'en-US': 'No minimum spend.', 'zh-CN': '无最低消费。' }[
        locale
      ];
    }
    return {
      'id-ID': `Berlaku untuk belanja minimal ${min}.`,
      'en-US': `Valid on orders of ${min} or more.`,
      'zh-CN': `满 ${min} 可用。`,
    }[locale];
  },
  (row, locale) => {
    if (row.valid_starts_at_ms !== null && row.valid_ends_at_ms !== null) {
      const from = formatDate(row.valid_starts_at_ms, locale);
      const to = formatDate(row.valid_ends_at_ms - 1, locale);
      return {
        'id-ID': `Berlaku ${from} – ${to}.`,
        'en-US': `Valid ${from} – ${to}.`,
        'zh-CN': `有效期 ${from} – ${to}。`,
      }[locale];
    }
    const days = row.valid_days;
    return {
      'id-ID': `Berlaku ${days} hari sejak diambil, termasuk hari ini.`,
      'en-US': `Valid for ${days} ${days === 1 ? 'day' : 'days'} from the day you claim it.`,
      'zh-CN': `领取当日起 ${days} 天内有效。`,
    }[locale];
  },
  (row, locale) =>
    row.business === 'SAAS'
      ? {
          'id-ID': 'Tunjukkan kode kupon ke kasir toko sebelum membayar.',
          'en-US': "Show the coupon code at the store's counter before you pay.",
          'zh-CN': '结账前请向门店收银员出示券码。',
        }[locale]
      : {
          'id-ID':
            'Dipakai saat membeli voucher makan di aplikasi. Satu angpao per pesanan, tidak bisa digabung.',
          'en-US':
            'Use it when buying a dine-out voucher in the app. One red envelope per order; they do not stack.',
          'zh-CN': '在应用内购买堂食券时使用。每笔订单限用一个红包，不可叠加。',
        }[locale],
  (row, locale) =>
    row.new_user_only
      ? { 'id-ID': 'Khusus pengguna baru.', 'en-US': 'For new customers only.', 'zh-CN': '仅限新用户。' }[
          locale
        ]
      : undefined,
];

/** The rules in the request's language: the template's own lines, else written from its fields. */
export function rulesOf(row: TemplateRow, locale: Locale): string[] {
  const own = row.rules[locale] ?? row.rules['id-ID'];
  if (own) return own.split('\n').filter((line) => line.trim() !== '');
  return RULES.map((write) => write(row, locale)).filter((line): line is string => line !== undefined);
}

export function redPacketOf(row: ActivityRow, opened: boolean): RedPacketActivity {
  const envelopes = row.envelopes.map((envelope) => ({
    batchId: envelope.batch_id,
    templateId: envelope.template_id,
    name: envelope.name,
    discountAmount: envelope.discount_amount,
    minimumSpend: envelope.minimum_spend,
  }));
  return {
    activityId: row.id,
    title: row.title,
    display: row.display,
    imageUrl: row.image_url,
    envelopes,
    totalAmount: envelopes.reduce((sum, envelope) => sum + envelope.discountAmount, 0),
    opened,
    endTime: iso(row.ends_at_ms),
  };
}
