import { endpoint } from '../endpoint.js';
import { NEARBY_ROUTES as R } from './routes.js';
import {
  deliveryStoreListBodySchema,
  deliveryStoreListDataSchema,
  hotProductListBodySchema,
  hotProductListDataSchema,
} from './schemas.js';

/** What is near the customer (ours; see docs/api.md "Near you"). */
export const NEARBY_ENDPOINTS = {
  deliveryStoreList: endpoint(R.deliveryStoreList, {
    body: deliveryStoreListBodySchema,
    data: deliveryStoreListDataSchema,
    summary:
      'homepage/query_delivery_poi_list (ours) — stores whose delivery radius reaches the position, nearest first, with their delivery QR',
    tag: 'discovery',
  }),
  hotProductList: endpoint(R.hotProductList, {
    body: hotProductListBodySchema,
    data: hotProductListDataSchema,
    summary:
      'local_life/hot_product/list (ours) — on-sale dine-out vouchers with an open store within 10 km, most units sold first',
    tag: 'discovery',
  }),
} as const;
