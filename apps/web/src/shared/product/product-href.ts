import type { ProductCard } from '@lahap/contract/discovery/schemas';
import { paths } from '../config/paths';

/** Where a product leads: its group-coupon page, keeping the flash-sale context. */
export function productHref(product: Pick<ProductCard, 'skuId' | 'isFlashSale' | 'pageId'>): string {
  return paths.groupCouponDetail.getHref({
    skuId: product.skuId,
    isFlashSale: product.isFlashSale || undefined,
    pageId: product.pageId ?? undefined,
  });
}
