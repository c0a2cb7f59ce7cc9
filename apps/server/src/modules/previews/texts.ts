import type { Locale } from '@lahap/contract/locale';

/** A preview text in each language; `{name}`-style holes are filled by `fill`. */
type Texts = Readonly<Record<Locale, string>>;

/** The texts a shared link's preview is made of, in the link's language. */
export const PREVIEW_TEXTS = {
  appTitle: {
    'id-ID': 'Lahap — promo makan di sekitarmu',
    'en-US': 'Lahap — food deals near you',
    'zh-CN': 'Lahap — 身边的美食优惠',
  },
  appDescription: {
    'id-ID': 'Promo makanan, kupon, dan voucher makan di restoran sekitarmu.',
    'en-US': 'Food deals, coupons and dine-out vouchers at restaurants near you.',
    'zh-CN': '附近餐厅的美食优惠、优惠券和到店团购券。',
  },
  storeDescription: {
    'id-ID': 'Lihat voucher dan promo di {name} di Lahap. {address}',
    'en-US': 'See the vouchers and deals at {name} on Lahap. {address}',
    'zh-CN': '在 Lahap 查看 {name} 的团购券和优惠。{address}',
  },
  voucherDescription: {
    'id-ID': '{price} di {store}. Beli vouchernya di Lahap, tukarkan langsung di outlet.',
    'en-US': '{price} at {store}. Buy the voucher on Lahap and redeem it at the outlet.',
    'zh-CN': '{store} 仅需 {price}。在 Lahap 购买团购券，到店核销。',
  },
  brandDescription: {
    'id-ID': 'Semua outlet {name} dan promonya di Lahap.',
    'en-US': 'Every {name} outlet and its deals on Lahap.',
    'zh-CN': '在 Lahap 查看 {name} 的所有门店和优惠。',
  },
  mallDescription: {
    'id-ID': '{count} restoran di {name} dengan promo di Lahap. {address}',
    'en-US': '{count} restaurants at {name} with deals on Lahap. {address}',
    'zh-CN': '{name} 的 {count} 家餐厅在 Lahap 有优惠。{address}',
  },
  redEnvelopeTitle: {
    'id-ID': 'Ada angpao Lahap untukmu!',
    'en-US': 'A Lahap red envelope for you!',
    'zh-CN': '你有一个 Lahap 红包！',
  },
  redEnvelopeDescription: {
    'id-ID': 'Buka angpaonya dan pakai untuk voucher makan di Lahap.',
    'en-US': 'Open it and spend it on dine-out vouchers on Lahap.',
    'zh-CN': '打开红包，在 Lahap 购买到店团购券时使用。',
  },
  redEnvelopeAmount: {
    'id-ID': 'Angpao senilai {amount}',
    'en-US': 'Red envelopes worth {amount}',
    'zh-CN': '价值 {amount} 的红包',
  },
  inviteTitleNamed: {
    'id-ID': '{name} mengajakmu ke Lahap',
    'en-US': '{name} invites you to Lahap',
    'zh-CN': '{name} 邀请你加入 Lahap',
  },
  inviteTitle: {
    'id-ID': 'Temanmu mengajakmu ke Lahap',
    'en-US': 'A friend invites you to Lahap',
    'zh-CN': '你的朋友邀请你加入 Lahap',
  },
  inviteDescription: {
    'id-ID': 'Terima undangannya dan nikmati promo makan di sekitarmu. Kode undangan: {code}',
    'en-US': 'Accept the invitation and enjoy food deals near you. Invitation code: {code}',
    'zh-CN': '接受邀请，享受身边的美食优惠。邀请码：{code}',
  },
  inviteCode: {
    'id-ID': 'Kode undangan: {code}',
    'en-US': 'Invitation code: {code}',
    'zh-CN': '邀请码：{code}',
  },
  stores: {
    'id-ID': '{count} outlet',
    'en-US': '{count} outlets',
    'zh-CN': '{count} 家门店',
  },
} as const satisfies Record<string, Texts>;

export type PreviewTextKey = keyof typeof PREVIEW_TEXTS;

/** The text in `locale` with its holes filled; a hole without a value is left empty. */
export function previewText(
  key: PreviewTextKey,
  locale: Locale,
  values: Record<string, string> = {},
): string {
  return PREVIEW_TEXTS[key][locale]
    .replace(/\{(\w+)\}/g, (_hole, name: string) => values[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
