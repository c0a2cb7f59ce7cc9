import type { LocalizedText } from '@lahap/contract/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { diningTables, menuEntries, menuSections, storeChannels, storeHours } from '../db/schema/index.js';
import type { SeedStep } from '../seed/seed-step.js';
import { DRINKS } from './cuisines.js';
import { SeededRandom } from './random.js';
import { DEMO_STAFF_STORE_ID } from './redemption.js';
import { t3 } from './text.js';

const rowsOf = async <Row>(db: Database, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

const MIN_TABLES = 6;
const MAX_TABLES = 12;
/** Table ids and section ids are their store's id times this, plus their number. */
const IDS_PER_STORE = 100;

const SECTIONS = [
  { key: 'signature', name: t3('Andalan', 'Signature', '招牌菜') },
  { key: 'food', name: t3('Makanan', 'Food', '美食') },
  { key: 'drinks', name: t3('Minuman', 'Drinks', '饮品') },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

const DRINK_NAMES = new Set(DRINKS.map((drink) => drink.name['id-ID']));

/** A table's QR code as printed: the store and the table's number. */
export const tableQrCodeId = (storeId: number, tableNo: number) =>
  `TB${storeId}-${String(tableNo).padStart(2, '0')}`;

/** The staff console store's pickup (2) and delivery (1) hours, every day. */
const DEMO_FOOD_HOURS = [
  { channelCode: 2, startTime: '10:00', endTime: '22:00' },
  { channelCode: 1, startTime: '10:30', endTime: '21:30' },
] as const;
/** How far the staff console's store delivers, in metres. */
export const DEMO_DELIVERY_RADIUS_METERS = 6_000;

const tableName = (n: number): LocalizedText => t3(`Meja ${n}`, `Table ${n}`, `${n}号桌`);

/**
 * Ordering food's demo: 6 to 12 tables with their QR codes at every store with a dine-in entry,
 * and each menu in sections (signature, food, drinks) with a dish or two sold out. The staff
 * console's store (10000195) always takes dine-in, pickup and delivery orders, with pickup hours
 * and delivery hours of its own and a delivery radius. Runs after the demo city (it reads its
 * stores and dishes).
 */
export const orderingDemoSeed: SeedStep = {
  name: 'ordering-demo',
  async run(db) {
    const rnd = new SeededRandom(20_261_128);
    const demoStore = await rowsOf<{ id: string }>(
      db,
      sql`select id::text as id from stores where id = ${DEMO_STAFF_STORE_ID}`,
    );
    if (demoStore.length > 0) {
      await db
        .insert(storeChannels)
        .values([
          { storeId: DEMO_STAFF_STORE_ID, orderFoodType: 3, qrCodeId: `QR${DEMO_STAFF_STORE_ID}T` },
          { storeId: DEMO_STAFF_STORE_ID, orderFoodType: 2, qrCodeId: `QR${DEMO_STAFF_STORE_ID}P` },
          {
            storeId: DEMO_STAFF_STORE_ID,
            orderFoodType: 1,
            qrCodeId: `QR${DEMO_STAFF_STORE_ID}D`,
            deliveryRadiusMeters: DEMO_DELIVERY_RADIUS_METERS,
          },
        ])
        .onConflictDoUpdate({
          target: [storeChannels.storeId, storeChannels.orderFoodType],
          set: {
            qrCodeId: sql`excluded.qr_code_id`,
            deliveryRadiusMeters: sql`excluded.delivery_radius_meters`,
          },
        });
      await db.execute(
        sql`delete from store_hours where store_id = ${DEMO_STAFF_STORE_ID} and channel_code in (1, 2)`,
      );
      await db.insert(storeHours).values(
        DEMO_FOOD_HOURS.flatMap((span) =>
          [1, 2, 3, 4, 5, 6, 7].map((dayPartCode) => ({
            storeId: DEMO_STAFF_STORE_ID,
            dayPartCode,
            ...span,
          })),
        ),
      );
    }

    const stores = await rowsOf<{ id: string }>(
      db,
      sql`select distinct c.store_id::text as id from store_channels c join stores s on s.id = c.store_id
        where c.qr_code_id is not null and s.status = 'OPEN' order by 1`,
    );
    const dineIn = new Set(
      (
        await rowsOf<{ id: string }>(
          db,
          sql`select store_id::text as id from store_channels where order_food_type = 3 and qr_code_id is not null`,
        )
      ).map((row) => row.id),
    );
    const dishes = await rowsOf<{
      id: string;
      store_id: string;
      name: LocalizedText;
      is_signature: boolean;
      sort: number;
    }>(
      db,
      sql`select d.id::text as id, d.store_id::text as store_id, d.name, d.is_signature, d.sort
        from dishes d join store_channels c on c.store_id = d.store_id and c.qr_code_id is not null
        group by d.id order by d.store_id, d.sort, d.id`,
    );
    const dishesByStore = new Map<string, typeof dishes>();
    for (const dish of dishes)
      dishesByStore.set(dish.store_id, [...(dishesByStore.get(dish.store_id) ?? []), dish]);

    const tables: (typeof diningTables.$inferInsert)[] = [];
    const sections: (typeof menuSections.$inferInsert)[] = [];
    const entries: (typeof menuEntries.$inferInsert)[] = [];
    for (const { id } of stores) {
      const storeId = Number(id);
      if (dineIn.has(id)) {
        const count = rnd.int(MIN_TABLES, MAX_TABLES);
        for (let n = 1; n <= count; n += 1) {
          tables.push({
            id: storeId * IDS_PER_STORE + n,
            storeId,
            name: tableName(n),
            qrCodeId: tableQrCodeId(storeId, n),
            sort: n,
          });
        }
      }
      const menu = dishesByStore.get(id) ?? [];
      const sectionOf = (dish: (typeof menu)[number]): SectionKey =>
        DRINK_NAMES.has(dish.name['id-ID'] ?? '') ? 'drinks' : dish.is_signature ? 'signature' : 'food';
      const soldOut = new Set(
        menu.filter((dish) => sectionOf(dish) === 'food' && rnd.chance(0.08)).map((dish) => dish.id),
      );
      SECTIONS.forEach((section, index) => {
        const inSection = menu.filter((dish) => sectionOf(dish) === section.key);
        if (inSection.length === 0) return;
        const sectionId = storeId * IDS_PER_STORE + index + 1;
        sections.push({ id: sectionId, storeId, name: section.name, sort: index + 1 });
        inSection.forEach((dish, sort) =>
          entries.push({ dishId: Number(dish.id), sectionId, soldOut: soldOut.has(dish.id), sort }),
        );
      });
    }
    for (let i = 0; i < tables.length; i += 1000)
      await db.insert(diningTables).values(tables.slice(i, i + 1000));
    for (let i = 0; i < sections.length; i += 1000)
      await db.insert(menuSections).values(sections.slice(i, i + 1000));
    for (let i = 0; i < entries.length; i += 1000)
      await db.insert(menuEntries).values(entries.slice(i, i + 1000));
  },
};
