import { buffer } from 'node:stream/consumers';
import { OWN_IMAGE_PATH_PREFIX } from '@lahap/contract/identity/schemas';
import { DEFAULT_LOCALE, type Locale, toLocale } from '@lahap/contract/locale';
import { STORE_HOME_PAGE_PATH } from '@lahap/contract/store/paths';
import type { FastifyInstance } from 'fastify';
import type { LinkPreview } from '../../lib/link-preview-html.js';
import { isStorageKey } from '../../plugins/storage-keys.js';
import { hasCjkFont } from './fonts.js';
import { createImageCache } from './image-cache.js';
import { renderPreviewImage } from './og-image.js';
import {
  type InviterLookup,
  type PreviewKind,
  type PreviewSubject,
  type Subjects,
  appSubject,
  createSubjects,
  isPreviewKind,
} from './subjects.js';

/** Where the preview images are served: `/og/<kind>/<id>.jpg?lang=<locale>`. */
export const PREVIEW_IMAGE_PREFIX = '/og';

export function previewImagePath(subject: Pick<PreviewSubject, 'kind' | 'id' | 'locale'>): string {
  return `${PREVIEW_IMAGE_PREFIX}/${subject.kind}/${encodeURIComponent(subject.id)}.jpg?lang=${subject.locale}`;
}

/** The shareable pages (spec §2) and the query key naming what each shows. */
const PAGES = {
  store: STORE_HOME_PAGE_PATH,
  storeDetail: '/platform/merchantDetail',
  voucher: '/platform/groupCouponDetail',
  voucherPreview: '/platform/groupCouponDetailPreview',
  brand: '/platform/brandsHomepage',
  mall: '/platform/mall',
  receiveRedEnvelope: '/platform/receiveRedEnvelope',
  redEnvelopeDetail: '/platform/redEnvelopeDetail',
  invitation: '/platform/inviteFriends/friendActivity',
} as const;

/** Images cached per process: a few hundred shared links at ~100 KB each. */
const IMAGE_CACHE_MAX = 300;
const IMAGE_CACHE_TTL_MS = 10 * 60_000;
/** How long a previewer (and any cache between) may keep an image before asking again. */
const IMAGE_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=86400';

const previewOf = (subject: PreviewSubject): LinkPreview => ({
  title: subject.title,
  description: subject.description,
  imagePath: previewImagePath(subject),
  locale: subject.locale,
});

/** The subject of an image address, or the plain card for one that names nothing. */
async function subjectOfImage(
  subjects: Subjects,
  kind: PreviewKind,
  id: string,
  locale: Locale,
): Promise<PreviewSubject> {
  switch (kind) {
    case 'store':
      return (await subjects.store(id, locale)) ?? appSubject(locale);
    case 'voucher':
      return (await subjects.voucher(id, locale)) ?? appSubject(locale);
    case 'brand':
      return (await subjects.brand(id, locale)) ?? appSubject(locale);
    case 'mall':
      return (await subjects.mall(id, locale)) ?? appSubject(locale);
    case 'red-envelope':
      return subjects.redEnvelope(id === 'any' ? 'none' : id, locale);
    case 'invite': {
      const found = await subjects.inviter(id);
      return found ? subjects.invite(found.code, found.inviter, locale) : appSubject(locale);
    }
    case 'app':
      return appSubject(locale);
  }
}

/**
 * The link previews: each shareable page's Open Graph tags (through `app.webApp`) and the images
 * they name, drawn from the store banner, voucher picture, brand logo or mall image with the name
 * and price in a band. An id that names nothing gets the plain Lahap card, never an error.
 */
export async function previewRoutes(app: FastifyInstance, inviters: () => InviterLookup | null) {
  const subjects = createSubjects(app, inviters);
  const images = createImageCache({ max: IMAGE_CACHE_MAX, ttlMs: IMAGE_CACHE_TTL_MS });
  const localeOr = (lang: Locale | null) => lang ?? DEFAULT_LOCALE;

  const add = (
    pathname: string,
    subjectOf: (query: URLSearchParams, lang: Locale | null) => Promise<PreviewSubject | null>,
  ) =>
    app.webApp.addLinkPreview(pathname, async (query, lang) => {
      const subject = await subjectOf(query, lang);
      return subject ? previewOf(subject) : null;
    });

  add(PAGES.store, (q, lang) => subjects.store(q.get('storeId') ?? '', localeOr(lang)));
  add(PAGES.storeDetail, (q, lang) => subjects.store(q.get('storeId') ?? '', localeOr(lang)));
  add(PAGES.voucher, (q, lang) => subjects.voucher(q.get('skuId') ?? '', localeOr(lang)));
  add(PAGES.voucherPreview, (q, lang) => subjects.voucher(q.get('skuId') ?? '', localeOr(lang)));
  // The brand page reads brandId, and id from older links.
  add(PAGES.brand, (q, lang) => subjects.brand(q.get('brandId') ?? q.get('id') ?? '', localeOr(lang)));
  add(PAGES.mall, (q, lang) => subjects.mall(q.get('id') ?? '', localeOr(lang)));
  add(PAGES.receiveRedEnvelope, (q, lang) => subjects.redEnvelope(q.get('activityId'), localeOr(lang)));
  add(PAGES.redEnvelopeDetail, (_q, lang) => subjects.redEnvelope('none', localeOr(lang)));
  // An invitation speaks the inviter's language unless the link names one (no per-user language
  // is stored today, so it is Indonesian then).
  add(PAGES.invitation, async (q, lang) => {
    const found = await subjects.inviter(q.get('inviteCode'));
    if (!found) return null;
    return subjects.invite(found.code, found.inviter, lang ?? found.inviter?.locale ?? DEFAULT_LOCALE);
  });
  app.webApp.addLinkPreview(null, async (_query, lang) => previewOf(appSubject(localeOr(lang))));

  /** A picture of ours as bytes, or null (a picture elsewhere is not fetched: the plain card). */
  async function pictureBytes(picture: string | null): Promise<Buffer | null> {
    if (!picture?.startsWith(OWN_IMAGE_PATH_PREFIX)) return null;
    const key = picture.slice(OWN_IMAGE_PATH_PREFIX.length).split('?')[0] ?? '';
    if (!isStorageKey(key)) return null;
    const stored = await app.storage.get(key);
    return stored ? buffer(stored.body) : null;
  }

  app.get<{ Params: { kind: string; file: string }; Querystring: { lang?: string } }>(
    `${PREVIEW_IMAGE_PREFIX}/:kind/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^([A-Za-z0-9_-]{1,32})\.jpg$/.exec(file);
      let locale = toLocale(typeof request.query.lang === 'string' ? request.query.lang : null);
      // Without a Chinese font the image says it in English (the page's tags stay Chinese).
      if (locale === 'zh-CN' && !(await hasCjkFont())) locale = 'en-US';
      const subject =
        match?.[1] && isPreviewKind(kind)
          ? await subjectOfImage(subjects, kind, match[1], locale)
          : appSubject(locale);
      const image = await images.get(`${subject.kind}/${subject.id}/${locale}`, async () =>
        renderPreviewImage({
          picture: await pictureBytes(subject.picture).catch(() => null),
          fit: subject.fit,
          caption: subject.caption,
          detail: subject.detail,
        }),
      );
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type('image/jpeg').send(image.bytes);
    },
  );
}
