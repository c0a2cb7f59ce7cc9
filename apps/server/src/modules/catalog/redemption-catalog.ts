import type { LocalizedText } from '@lahap/contract/locale';
import type { RawQuery } from '../../db/client.js';

/** A store as a counter and a redemption read it. */
export type CounterStoreRow = {
  store_id: string;
  merchant_id: string;
  name: LocalizedText;
  open: boolean;
};

/** Something a store accepts at its counter: a voucher's product or a store coupon's template. */
export type AcceptedItemRow = {
  item_id: string;
  name: LocalizedText;
};

/** A store where a product's vouchers are redeemed, with where it stands. */
export type PlaceRow = {
  store_id: string;
  name: LocalizedText;
  lat: number;
  lng: number;
};

/** What a redemption reads of a voucher's product or a coupon's template. */
export type RedeemItemKind = 'V' | 'C';

/**
 * The SQL condition "template t is a store coupon usable at store s": the store's merchant's
 * SAAS template, naming the store or no store at all — the rule checkout applies
 * (`coupons/order-coupons.ts`), so a coupon the counter accepts is one an order would too.
 */
const COUPON_USABLE_AT_STORE = `t.business = 'SAAS' and t.merchant_id = s.merchant_id
  and (not exists (select 1 from coupon_template_stores ts where ts.template_id = t.id)
    or exists (select 1 from coupon_template_stores ts where ts.template_id = t.id and ts.store_id = s.id))`;

/** Ids travel as one comma-joined text: the same parameter on both engines, whatever their array handling. */
const idList = (ids: readonly string[]) => [...new Set(ids)].join(',');
const IN_ID_LIST = (column: string) => `${column} = any(string_to_array($1, ',')::bigint[])`;

/**
 * What redeeming reads of the catalogue (ADR 017): a store and its merchant, the vouchers and
 * store coupons its counter accepts (the staff kit, and the check behind every confirmation),
 * the names of what was redeemed, and the stores where a physical voucher can be redeemed.
 * Vouchers a counter accepts are those with our rotating code: LAHAP, and PAPER_VOUCHER (a
 * physical voucher the customer may also redeem at a point); partner codes are used at the
 * partner. Closed-down stores accept nothing new.
 */
export function createRedemptionCatalog(query: RawQuery) {
  return {
    async store(storeId: string): Promise<CounterStoreRow | undefined> {
      const rows = await query<CounterStoreRow>(
        {
          name: 'catalog_counter_store',
          text: `select s.id::text as store_id, s.merchant_id::text as merchant_id, s.name, s.status = 'OPEN' as open
            from stores s where s.id = $1::bigint`,
        },
        [storeId],
      );
      return rows[0];
    },

    /** The store's own names, by id (unknown ids left out). */
    async storeNames(storeIds: readonly string[]): Promise<Map<string, LocalizedText>> {
      if (storeIds.length === 0) return new Map();
      const rows = await query<{ id: string; name: LocalizedText }>(
        {
          name: 'catalog_store_names',
          text: `select s.id::text as id, s.name from stores s where ${IN_ID_LIST('s.id')}`,
        },
        [idList(storeIds)],
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Everything the store's counter accepts, named, for the kit a counter checks codes with offline. */
    async accepted(storeId: string): Promise<{ vouchers: AcceptedItemRow[]; coupons: AcceptedItemRow[] }> {
      const [vouchers, coupons] = await Promise.all([
        query<AcceptedItemRow>(
          {
            name: 'catalog_counter_products',
            text: `select p.id::text as item_id, p.name
              from product_stores ps join products p on p.id = ps.product_id
              where ps.store_id = $1::bigint and p.code_type in ('LAHAP', 'PAPER_VOUCHER')
              order by p.id`,
          },
          [storeId],
        ),
        query<AcceptedItemRow>(
          {
            name: 'catalog_counter_templates',
            text: `select t.id::text as item_id, t.name
              from stores s join coupon_templates t on ${COUPON_USABLE_AT_STORE}
              where s.id = $1::bigint
              order by t.id`,
          },
          [storeId],
        ),
      ]);
      return { vouchers, coupons };
    },

    /** Whether the store's counter accepts this voucher product ('V') or coupon template ('C'). */
    async accepts(storeId: string, kind: RedeemItemKind, itemId: string): Promise<boolean> {
      const rows =
        kind === 'V'
          ? await query<{ one: number }>(
              {
                name: 'catalog_counter_accepts_product',
                text: `select 1 as one from product_stores ps join products p on p.id = ps.product_id
                  where ps.store_id = $1::bigint and ps.product_id = $2::bigint and p.code_type in ('LAHAP', 'PAPER_VOUCHER')`,
              },
              [storeId, itemId],
            )
          : await query<{ one: number }>(
              {
                name: 'catalog_counter_accepts_template',
                text: `select 1 as one from stores s join coupon_templates t on ${COUPON_USABLE_AT_STORE}
                  where s.id = $1::bigint and t.id = $2::bigint`,
              },
              [storeId, itemId],
            );
      return rows.length > 0;
    },

    /** The names of voucher products ('V') or coupon templates ('C'), by id. */
    async itemNames(kind: RedeemItemKind, itemIds: readonly string[]): Promise<Map<string, LocalizedText>> {
      if (itemIds.length === 0) return new Map();
      const rows = await query<{ id: string; name: LocalizedText }>(
        kind === 'V'
          ? {
              name: 'catalog_product_names',
              text: `select p.id::text as id, p.name from products p where ${IN_ID_LIST('p.id')}`,
            }
          : {
              name: 'catalog_template_names',
              text: `select t.id::text as id, t.name from coupon_templates t where ${IN_ID_LIST('t.id')}`,
            },
        [idList(itemIds)],
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The open stores a product's vouchers are redeemed at, with their positions. */
    async productPlaces(productId: string): Promise<PlaceRow[]> {
      return query<PlaceRow>(
        {
          name: 'catalog_product_places',
          text: `select s.id::text as store_id, s.name, s.lat, s.lng
            from product_stores ps join stores s on s.id = ps.store_id
            where ps.product_id = $1::bigint and s.status = 'OPEN'
            order by s.id`,
        },
        [productId],
      );
    },
  };
}
export type RedemptionCatalog = ReturnType<typeof createRedemptionCatalog>;
