import { ORDER_ROUTES } from '@lahap/contract/orders/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { useSessionStore } from '@/shared/session/session-store';
import { PURCHASE_KEY } from './product-detail';

/** What an order is priced for. */
export interface SettlementInput {
  skuId: string;
  quantity: number;
  isFlashSale: boolean;
  pageId?: string;
  /** Absent: the server picks the best usable one; `'0'`: none. */
  couponId?: string;
  /** The same reading as `couponId`. */
  redEnvelopeId?: string;
}

/** The choice that applies none (contract `settlementBodySchema`). */
export const NO_OFFER = '0';

/**
 * `local_life/order/settlement` (`flash_sale/order/settlement` for a flash sale): the order
 * priced by the server, with the token that freezes it for `submit`. Asked again whenever the
 * quantity, the coupon or the envelope changes, keeping the last answer on screen meanwhile
 * (`isPlaceholderData`). Always asked again on mount (`staleTime` 0): an answer kept from an
 * earlier visit only shows until the fresh one, whose token is the one to submit.
 */
export function useSettlement(input: SettlementInput, enabled = true) {
  const userId = useSessionStore((state) => state.tokenInfo?.userId ?? '');
  const { skuId, quantity, isFlashSale, pageId, couponId, redEnvelopeId } = input;
  return useQuery({
    queryKey: [
      ...PURCHASE_KEY,
      'settlement',
      userId,
      skuId,
      isFlashSale ? (pageId ?? '') : '',
      quantity,
      couponId ?? 'auto',
      redEnvelopeId ?? 'auto',
    ],
    queryFn: ({ signal }) =>
      callEndpoint(
        isFlashSale ? ORDER_ROUTES.flashSettlement : ORDER_ROUTES.settlement,
        {
          skuId,
          quantity,
          settlementType: isFlashSale ? 'FLASH_SALE' : 'COMMON',
          pageId: isFlashSale ? pageId : undefined,
          couponId,
          redEnvelopeId,
        },
        { silent: true, signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
    enabled: enabled && userId !== '',
  });
}
