import { formatRupiah } from '@lahap/contract/format';
import { type Locale, type LocalizedText, pickText } from '@lahap/contract/locale';
import type { FastifyInstance } from 'fastify';
import { type PreviewTextKey, previewText } from './texts.js';

/** What a preview image can show: the kinds of shared link, and the plain Lahap card. */
export const PREVIEW_KINDS = ['app', 'store', 'voucher', 'brand', 'mall', 'red-envelope', 'invite'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export function isPreviewKind(value: string): value is PreviewKind {
  return (PREVIEW_KINDS as readonly string[]).includes(value);
}

/** What a shared link is about, in one language: its texts and what its image shows. */
export interface PreviewSubject {
  kind: PreviewKind;
  /** The id the image's address carries (an entity id, an invitation code, or `lahap`). */
  id: string;
  locale: Locale;
  title: string;
  description: string;
  /** The picture the image is cut from (one of our own `/api/images/…`), or null for the plain card. */
  picture: string | null;
  /** Cover-fit for photos; contain for a logo, which must not be cropped. */
  fit: 'cover' | 'contain';
  /** The image's band: the name, then a second line (a price, an address, a code). */
  caption: string;
  detail: string | null;
}

/** Who sent an invitation, as the invitations module knows them; null for an unknown code. */
export interface Inviter {
  name: string;
  /** The language the inviter uses, when the server keeps one. */
  locale: Locale | null;
}
export type InviterLookup = (inviteCode: string) => Promise<Inviter | null>;

const ENTITY_ID = /^\d{1,19}$/;
const MAX_BIGINT = 9_223_372_036_854_775_807n;
/** A decimal id a bigint column holds, or null: anything else in a link names nothing. */
export function entityIdOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return ENTITY_ID.test(trimmed) && BigInt(trimmed) <= MAX_BIGINT ? trimmed : null;
}
/** What an invitation code may look like in a link; anything else is not looked up. */
const INVITE_CODE = /^[A-Za-z0-9_-]{1,32}$/;
export function inviteCodeOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return INVITE_CODE.test(trimmed) ? trimmed : null;
}

const text = (key: PreviewTextKey, locale: Locale, values?: Record<string, string>) =>
  previewText(key, locale, values);
const named = (value: LocalizedText | null | undefined, locale: Locale) => pickText(value, locale).trim();

/** The plain Lahap card: every page without a subject of its own, and every unknown id. */
export function appSubject(locale: Locale): PreviewSubject {
  return {
    kind: 'app',
    id: 'lahap',
    locale,
    title: text('appTitle', locale),
    description: text('appDescription', locale),
    picture: null,
    fit: 'cover',
    caption: 'Lahap',
    detail: text('appDescription', locale),
  };
}

/**
 * Reads what a shared link names through the modules' public services (store, catalog,
 * discovery, coupons) and turns it into a preview subject. Each lookup answers null for an id
 * that names nothing (or a failure), never throws: the caller then shows the plain card.
 */
export function createSubjects(app: FastifyInstance, inviters: () => InviterLookup | null) {
  async function quietly<T>(lookup: () => Promise<T>): Promise<T | null> {
    try {
      return await lookup();
    } catch {
      return null;
    }
  }

  return {
    async store(rawId: string, locale: Locale): Promise<PreviewSubject | null> {
      const storeId = entityIdOf(rawId);
      if (!storeId) return null;
      const store = await quietly(() => app.store.detail({ storeId }, null));
      if (!store) return null;
      const name = named(store.storeName, locale);
      const address = named(store.storeAddress, locale);
      const share = named(store.shareInfo.shareContent, locale);
      return {
        kind: 'store',
        id: storeId,
        locale,
        title: `${name} | Lahap`,
        description: share || text('storeDescription', locale, { name, address }),
        picture: store.shareInfo.shareImgUrl || store.merchantBackgroundImage || store.storeLogo || null,
        fit: 'cover',
        caption: name,
        detail: named(store.pricePerCapita, locale) || address || null,
      };
    },

    async voucher(rawSkuId: string, locale: Locale): Promise<PreviewSubject | null> {
      const skuId = entityIdOf(rawSkuId);
      if (!skuId) return null;
      const product = await quietly(() => app.catalog.sales.product(skuId, {}));
      if (!product) return null;
      const name = named(product.name, locale);
      const store = named(product.store_name, locale);
      const price = formatRupiah(product.promotion_price ?? product.sale_price);
      const was =
        product.original_price > (product.promotion_price ?? product.sale_price)
          ? formatRupiah(product.original_price)
          : null;
      return {
        kind: 'voucher',
        id: skuId,
        locale,
        title: `${name} | Lahap`,
        description: text('voucherDescription', locale, { price, store }),
        picture: product.image_url || null,
        fit: 'cover',
        caption: name,
        detail: [price, was ? `(${was})` : null, store ? `· ${store}` : null].filter(Boolean).join(' '),
      };
    },

    async brand(rawId: string, locale: Locale): Promise<PreviewSubject | null> {
      const brandId = entityIdOf(rawId);
      if (!brandId) return null;
      const page = await quietly(() => app.discovery.lists.brandStores({ brandId, pageNo: 1, pageSize: 1 }));
      if (!page) return null;
      const { brand } = page;
      const name = named(brand.name, locale);
      const subTitle = named(brand.subtitle, locale);
      const description = named(brand.description, locale);
      return {
        kind: 'brand',
        id: brandId,
        locale,
        title: `${name} | Lahap`,
        description: description || subTitle || text('brandDescription', locale, { name }),
        picture: brand.logo_url || brand.cover_url || null,
        fit: brand.logo_url ? 'contain' : 'cover',
        caption: name,
        detail: text('stores', locale, { count: String(page.storeCount) }),
      };
    },

    async mall(rawId: string, locale: Locale): Promise<PreviewSubject | null> {
      const mallId = entityIdOf(rawId);
      if (!mallId) return null;
      const mall = await quietly(() => app.discovery.browse.mallDetail({ mallId }));
      if (!mall) return null;
      const name = named(mall.mallName, locale);
      const address = named(mall.address, locale);
      return {
        kind: 'mall',
        id: mallId,
        locale,
        title: `${name} | Lahap`,
        description: text('mallDescription', locale, { name, address, count: String(mall.storeCount) }),
        picture: mall.coverImageUrl || mall.logoUrl || null,
        fit: 'cover',
        caption: name,
        detail: address || null,
      };
    },

    /**
     * A red envelope link (`null`: it names no activity): the live red-packet activity (the one
     * named, else the one running) with
     * its picture and amount; without one, the plain red-envelope card. A claimed envelope's own
     * detail page (its couponId) is the customer's and shows only the plain card.
     */
    async redEnvelope(rawActivityId: string | null, locale: Locale): Promise<PreviewSubject> {
      const activityId = entityIdOf(rawActivityId);
      const plain: PreviewSubject = {
        kind: 'red-envelope',
        id: 'any',
        locale,
        title: text('redEnvelopeTitle', locale),
        description: text('redEnvelopeDescription', locale),
        picture: null,
        fit: 'cover',
        caption: text('redEnvelopeTitle', locale),
        detail: text('redEnvelopeDescription', locale),
      };
      // No activity named: the one running now, as the claim page shows.
      if (rawActivityId !== null && !activityId) return plain;
      const found = await quietly(() => app.coupons.aggregation(activityId ?? undefined, undefined));
      const activity = found?.activity;
      if (!activity) return plain;
      const title = named(activity.title, locale) || plain.title;
      const amount = text('redEnvelopeAmount', locale, { amount: formatRupiah(activity.totalAmount) });
      return {
        ...plain,
        id: activity.activityId,
        title,
        description: `${amount}. ${plain.description}`,
        picture: named(activity.imageUrl, locale) || null,
        caption: title,
        detail: amount,
      };
    },

    /** The invitation's inviter by code, when the invitations module tells; else a friend. */
    async inviter(rawCode: string | null): Promise<{ code: string; inviter: Inviter | null } | null> {
      const code = inviteCodeOf(rawCode);
      if (!code) return null;
      const lookup = inviters();
      const inviter = lookup ? await quietly(() => lookup(code)) : null;
      return { code, inviter };
    },

    invite(code: string, inviter: Inviter | null, locale: Locale): PreviewSubject {
      const name = inviter?.name.trim() ?? '';
      const title = name ? text('inviteTitleNamed', locale, { name }) : text('inviteTitle', locale);
      return {
        kind: 'invite',
        id: code,
        locale,
        title,
        description: text('inviteDescription', locale, { code }),
        picture: null,
        fit: 'cover',
        caption: title,
        detail: text('inviteCode', locale, { code }),
      };
    },
  };
}
export type Subjects = ReturnType<typeof createSubjects>;
