import { ORDER_ROUTES } from '@lahap/contract/orders/routes';
import type { SubmitData } from '@lahap/contract/orders/purchase-schemas';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/**
 * `local_life/order/submit`: places exactly the order a settlement token priced. Idempotent by
 * the token, so a retry gets the same order. Silent: confirm order says each refusal its own way.
 */
export function submitOrder(settlementToken: string): Promise<SubmitData> {
  return callEndpoint(ORDER_ROUTES.submit, { settlementToken }, { silent: true });
}
