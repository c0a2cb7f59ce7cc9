import { route } from '../endpoint.js';
import { NEARBY_PATHS } from './paths.js';
import type * as S from './schemas.js';

/** What is near the customer: guest-callable signed POSTs with the envelope. */
export const NEARBY_ROUTES = {
  deliveryStoreList: route<
    typeof S.deliveryStoreListBodySchema,
    undefined,
    typeof S.deliveryStoreListDataSchema
  >({ method: 'POST', path: NEARBY_PATHS.deliveryStoreList }),
  hotProductList: route<typeof S.hotProductListBodySchema, undefined, typeof S.hotProductListDataSchema>({
    method: 'POST',
    path: NEARBY_PATHS.hotProductList,
  }),
} as const;
