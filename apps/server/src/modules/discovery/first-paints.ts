import {
  FLASH_DEAL_PAGE_PATH,
  HOME_PAGE_PATHS,
  VOUCHER_DETAIL_PAGE_PATH,
} from '@lahap/contract/discovery/paths';
import { flashSalePageDetailBodySchema, idSchema } from '@lahap/contract/discovery/schemas';
import { imageSrc } from '@lahap/contract/media/image-src';
import type { FastifyInstance } from 'fastify';

/** What a link may name, as the API takes it: a flash sale's page id, a voucher's SKU id. */
const PAGE_ID = flashSalePageDetailBodySchema.shape.pageId;

/**
 * What the HTML of the browsing pages carries of their largest image before the app's code runs
 * (web-app's first paint), drawn where the page draws them: the home's header and first banner,
 * a voucher's bar and first picture, the flash deal page's bar and the sale's banner (its title
 * and clock, under the banner, come with the app).
 */
export function addBrowsingFirstPaints(app: FastifyInstance): void {
  const { browse } = app.discovery;
  for (const path of HOME_PAGE_PATHS) {
    app.webApp.addFirstPaint(path, async (_query, locale) => {
      const heroImage = await browse.firstBannerImage(locale);
      return heroImage === null ? null : { heroImage, placement: 'home', locale };
    });
  }

  app.webApp.addFirstPaint(FLASH_DEAL_PAGE_PATH, async (query, locale) => {
    const pageId = query.get('pageId') || undefined;
    if (!PAGE_ID.safeParse(pageId).success) return null;
    const heroImage = await browse.flashDealImage(pageId);
    return heroImage === null ? null : { heroImage, placement: 'flash', locale };
  });

  app.webApp.addFirstPaint(VOUCHER_DETAIL_PAGE_PATH, async (query, locale) => {
    const skuId = query.get('skuId')?.trim() ?? '';
    if (!idSchema.safeParse(skuId).success) return null;
    // The gallery's first picture is the voucher's own (the store's photos follow it).
    const product = await app.catalog.sales.product(skuId, {});
    const heroImage = imageSrc(product?.image_url, 'bannerPhone');
    return heroImage === null ? null : { heroImage, placement: 'gallery', locale };
  });
}
