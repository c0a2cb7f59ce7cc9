import { DELIVERY_RADIUS_DEFAULT_METERS } from '@lahap/contract/constants';
import { HOT_PRODUCT_RADIUS_METERS } from '@lahap/contract/nearby/paths';
import type {
  DeliveryStore,
  DeliveryStoreListData,
  HotProductListData,
} from '@lahap/contract/nearby/schemas';
import { positionOf } from '../../lib/geo.js';
import { productCardOf } from '../catalog/index.js';
import type { NearbyRepository } from './nearby-repository.js';
import type { StoreListService } from './store-list-service.js';

interface PageBody {
  lat?: number;
  lng?: number;
  pageNo: number;
  pageSize: number;
}

/**
 * The operational delivery page's stores and the hot products page's vouchers. Plain offset
 * pages: both lists are short (what reaches one position) and change slowly.
 */
export function createNearbyService(deps: { nearby: NearbyRepository; lists: StoreListService }) {
  const { nearby, lists } = deps;
  return {
    async deliveryStores(body: PageBody): Promise<DeliveryStoreListData> {
      const position = positionOf(body.lat, body.lng);
      const rows = await nearby.deliveryStores({
        position,
        defaultRadius: DELIVERY_RADIUS_DEFAULT_METERS,
        offset: (body.pageNo - 1) * body.pageSize,
        limit: body.pageSize + 1,
      });
      const page = rows.slice(0, body.pageSize);
      // The store cards as every list shows them, in this list's order.
      const { storeList } = await lists.storeInfo({ ...position, storeIds: page.map((row) => row.id) });
      const byId = new Map(storeList.map((card) => [card.storeId, card]));
      const stores: DeliveryStore[] = [];
      for (const row of page) {
        const card = byId.get(row.id);
        if (card)
          stores.push({ ...card, deliveryQrCodeId: row.qr_code_id, deliveryRadiusMeters: row.radius_meters });
      }
      return { storeList: stores, hasMore: rows.length > body.pageSize, total: rows[0]?.total ?? 0 };
    },

    async hotProducts(body: PageBody): Promise<HotProductListData> {
      const rows = await nearby.hotProducts({
        position: positionOf(body.lat, body.lng),
        radius: HOT_PRODUCT_RADIUS_METERS,
        offset: (body.pageNo - 1) * body.pageSize,
        limit: body.pageSize + 1,
      });
      return {
        productList: rows
          .slice(0, body.pageSize)
          .map((row) => ({ ...productCardOf(row), unitsSold: row.sold_count })),
        hasMore: rows.length > body.pageSize,
        total: rows[0]?.total ?? 0,
      };
    },
  };
}
export type NearbyService = ReturnType<typeof createNearbyService>;
