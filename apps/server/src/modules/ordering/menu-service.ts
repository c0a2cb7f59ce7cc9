import { DELIVERY_RADIUS_DEFAULT_METERS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { FoodChannel, MenuCategory, MenuData } from '@lahap/contract/ordering/schemas';
import { ORDER_FOOD_TYPE, type OrderFoodType } from '@lahap/contract/enums';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CatalogService, OrderingStoreRow } from '../catalog/index.js';
import { type DiningTableRow, tableStatements } from './table-repository.js';

/** What a scanned QR code names: a table, or a store's ordering channel. */
export interface ScannedQr {
  store: OrderingStoreRow;
  orderFoodType: OrderFoodType;
  /** The table a table QR is printed on; null for a store's channel QR. */
  table: DiningTableRow | null;
}

const notLinked = () => new DomainError(ERROR_CODES.QR_CODE_NOT_LINKED);

/**
 * Reads QR codes and menus: a table's QR (ordering's own) or a store's channel QR (the
 * catalogue's storeChannelList), the store behind it, and its menu in sections.
 */
export function createMenuService(deps: { db: Database; catalog: CatalogService }) {
  const statements = tableStatements(deps.db);

  /**
   * The store and table a QR code names for a channel; 3800021 when it names neither, or names
   * another channel (a pickup QR is not a table's), and 6410012 when the store is closed down.
   */
  async function scan(qrCodeId: string, orderFoodType: OrderFoodType): Promise<ScannedQr> {
    const table = await statements.tableByQr(qrCodeId);
    let storeId: string;
    if (table) {
      if (orderFoodType !== ORDER_FOOD_TYPE.dineIn) throw notLinked();
      storeId = table.store_id;
    } else {
      const channel = await deps.catalog.menu.channelOfQr(qrCodeId);
      if (!channel || channel.order_food_type !== orderFoodType) throw notLinked();
      storeId = channel.store_id;
    }
    const store = await deps.catalog.menu.store(storeId);
    if (!store) throw notLinked();
    if (!store.open) throw new DomainError(ERROR_CODES.STORE_UNAVAILABLE);
    return { store, orderFoodType, table: table ?? null };
  }

  /**
   * A pickup or delivery channel's hours, the store's position and how far it delivers; null at
   * a table. Hours come only from the channel's own rows: a channel without any takes no orders.
   */
  async function foodChannel(scanned: ScannedQr): Promise<FoodChannel | null> {
    const type = scanned.orderFoodType;
    if (type === ORDER_FOOD_TYPE.dineIn) return null;
    const channel = await deps.catalog.menu.foodChannel(scanned.store.store_id, type);
    return {
      dayPartTimeList: (channel?.hours ?? []).map((row) => ({ ...row, isBusinessHours: true })),
      lat: scanned.store.lat,
      lng: scanned.store.lng,
      deliveryRadiusMeters:
        type === ORDER_FOOD_TYPE.delivery
          ? (channel?.delivery_radius_meters ?? DELIVERY_RADIUS_DEFAULT_METERS)
          : null,
    };
  }

  async function categories(storeId: string): Promise<MenuCategory[]> {
    const [entries, dishes] = await Promise.all([
      statements.menuEntries(storeId),
      deps.catalog.menu.dishes(storeId),
    ]);
    const dishById = new Map(dishes.map((dish) => [dish.dish_id, dish]));
    const sections = new Map<string, MenuCategory>();
    for (const entry of entries) {
      const dish = dishById.get(entry.dish_id);
      if (!dish) continue;
      let section = sections.get(entry.section_id);
      if (!section) {
        section = { categoryId: entry.section_id, name: entry.section_name, dishList: [] };
        sections.set(entry.section_id, section);
      }
      section.dishList.push({
        dishId: dish.dish_id,
        name: dish.name,
        description: dish.description,
        price: dish.price,
        imageUrl: dish.image_url,
        soldOut: entry.sold_out,
      });
    }
    return [...sections.values()].filter((section) => section.dishList.length > 0);
  }

  return {
    scan,
    foodChannel,
    categories,

    async menu(qrCodeId: string, orderFoodType: OrderFoodType): Promise<MenuData> {
      const scanned = await scan(qrCodeId, orderFoodType);
      const storeId = scanned.store.store_id;
      const asksForTable = scanned.table === null && orderFoodType === ORDER_FOOD_TYPE.dineIn;
      const [categoryList, tables, channel] = await Promise.all([
        categories(storeId),
        asksForTable ? statements.tablesOfStore(storeId) : Promise.resolve([]),
        foodChannel(scanned),
      ]);
      return {
        store: { storeId, storeName: scanned.store.name },
        table: scanned.table ? { tableId: scanned.table.table_id, tableName: scanned.table.name } : null,
        orderFoodType,
        tableList: tables.map((table) => ({ tableId: table.table_id, tableName: table.name })),
        categoryList,
        channel,
      };
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
