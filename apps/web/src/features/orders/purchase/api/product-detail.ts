import { ORDER_ROUTES } from '@lahap/contract/orders/routes';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { useSessionStore } from '@/shared/session/session-store';
import type { ProductQuery } from '../model/purchase-query';

/** Every cached answer of the buying screens. */
export const PURCHASE_KEY = ['purchase'] as const;

/** Every cached group coupon detail; a placed order marks them stale (stock, limits). */
export const PRODUCT_DETAIL_KEY = [...PURCHASE_KEY, 'detail'] as const;

/**
 * `local_life/product/detail`, or `local_life/flash_sale/product/detail` for a flash-sale item
 * (with its page): pictures, price with promotion, stock, this customer's limit, rules. Keyed by
 * customer, since the purchase code and the remaining limit are the customer's; after a login
 * the guest's answer stays on screen until the customer's arrives. Silent: the page shows its
 * own error.
 */
export function useProductDetail(product: ProductQuery | null) {
  const userId = useSessionStore((state) => state.tokenInfo?.userId ?? '');
  return useQuery({
    queryKey: [
      ...PRODUCT_DETAIL_KEY,
      userId,
      product?.skuId ?? '',
      product?.isFlashSale ? (product.pageId ?? '') : '',
      product?.detailId ?? '',
    ],
    queryFn: product
      ? ({ signal }) => {
          const { skuId, detailId, pageId } = product;
          return product.isFlashSale && pageId
            ? callEndpoint(
                ORDER_ROUTES.flashProductDetail,
                { skuId, pageId, detailId },
                { silent: true, signal },
              )
            : callEndpoint(ORDER_ROUTES.productDetail, { skuId, detailId, pageId }, { silent: true, signal });
        }
      : skipToken,
    placeholderData: keepPreviousData,
  });
}
