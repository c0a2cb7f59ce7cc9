import type { LocalizedText } from '@lahap/contract/locale';
import type { RawQuery } from '../../db/client.js';

/** A store-level ordering entry a QR code names (storeChannelList: 1 delivery, 2 pickup, 3 dine-in). */
export type ChannelQrRow = {
  store_id: string;
  order_food_type: number;
};

/** A pickup or delivery channel of a store: its hours (dayPartTimeList rows of its channel code) and radius. */
export type FoodChannelRow = {
  hours: { dayPartCode: number; channelCode: number; startTime: string; endTime: string }[];
  /** Delivery: the store's own radius in metres; null for the default (and for pickup). */
  delivery_radius_meters: number | null;
};

/** A store as ordering reads it. */
export type OrderingStoreRow = {
  store_id: string;
  merchant_id: string;
  name: LocalizedText;
  lat: number;
  lng: number;
  open: boolean;
  /** Its ordering channels (orderFoodType codes with a QR code). */
  channels: number[];
};

/** A dish of a store's menu, priced in whole rupiah. */
export type MenuDishRow = {
  dish_id: string;
  store_id: string;
  name: LocalizedText;
  description: LocalizedText;
  price: number;
  image_url: string;
  is_signature: boolean;
  sort: number;
};

const DISH_COLUMNS = `d.id::text as dish_id, d.store_id::text as store_id, d.name, d.description, d.price,
  d.image_url, d.is_signature, d.sort`;

/**
 * What ordering food reads of the catalogue: the store a channel's QR code names, the store
 * itself, and its dishes with their prices (the menu is the catalogue's; what is sold out today
 * is ordering's own).
 */
export function createMenuCatalog(query: RawQuery) {
  return {
    async channelOfQr(qrCodeId: string): Promise<ChannelQrRow | undefined> {
      const rows = await query<ChannelQrRow>(
        {
          name: 'catalog_channel_of_qr',
          text: `select c.store_id::text as store_id, c.order_food_type::int as order_food_type
            from store_channels c where c.qr_code_id = $1 order by c.store_id limit 1`,
        },
        [qrCodeId],
      );
      return rows[0];
    },

    async store(storeId: string): Promise<OrderingStoreRow | undefined> {
      const rows = await query<OrderingStoreRow>(
        {
          name: 'catalog_ordering_store',
          text: `select s.id::text as store_id, s.merchant_id::text as merchant_id, s.name, s.lat, s.lng,
              s.status = 'OPEN' as open,
              coalesce((select json_agg(c.order_food_type::int order by c.order_food_type)
                from store_channels c where c.store_id = s.id and c.qr_code_id is not null), '[]'::json) as channels
            from stores s where s.id = $1::bigint`,
        },
        [storeId],
      );
      return rows[0];
    },

    async foodChannel(storeId: string, orderFoodType: number): Promise<FoodChannelRow | undefined> {
      const rows = await query<FoodChannelRow>(
        {
          name: 'catalog_food_channel',
          text: `select c.delivery_radius_meters,
              coalesce((select json_agg(json_build_object('dayPartCode', h.day_part_code::int,
                  'channelCode', h.channel_code::int, 'startTime', h.start_time, 'endTime', h.end_time)
                  order by h.day_part_code, h.start_time)
                from store_hours h where h.store_id = c.store_id and h.channel_code = c.order_food_type), '[]'::json) as hours
            from store_channels c where c.store_id = $1::bigint and c.order_food_type = $2::smallint`,
        },
        [storeId, orderFoodType],
      );
      return rows[0];
    },

    async dishes(storeId: string): Promise<MenuDishRow[]> {
      return query<MenuDishRow>(
        {
          name: 'catalog_menu_dishes',
          text: `select ${DISH_COLUMNS} from dishes d where d.store_id = $1::bigint order by d.sort, d.id`,
        },
        [storeId],
      );
    },

    async dish(dishId: string): Promise<MenuDishRow | undefined> {
      const rows = await query<MenuDishRow>(
        { name: 'catalog_menu_dish', text: `select ${DISH_COLUMNS} from dishes d where d.id = $1::bigint` },
        [dishId],
      );
      return rows[0];
    },
  };
}

export type MenuCatalog = ReturnType<typeof createMenuCatalog>;
