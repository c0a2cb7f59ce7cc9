/** Tables of the discovery module (modules/discovery): the curated product pages, banners and popups. */
import type { LocalizedText } from '@lahap/contract/locale';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.js';

/**
 * What the home and the platform pages put forward, over the catalogue's products. Ids are given
 * by whoever writes the rows, as for the catalogue; titles and links are `LocalizedText` JSON.
 */

const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const id = (name: string) => bigint(name, { mode: 'number' });

/** Curated product pages (/platform/... product_list_page) and their lists. */
export const productListPages = pgTable('product_list_pages', {
  pageId: text('page_id').primaryKey(),
  title: localized('title'),
  bannerUrl: text('banner_url'),
});

export const productLists = pgTable('product_lists', {
  id: text('id').primaryKey(),
  pageId: text('page_id')
    .notNull()
    .references(() => productListPages.pageId, { onDelete: 'cascade' }),
  title: localized('title'),
  sort: integer('sort').notNull().default(0),
});

export const productListItems = pgTable(
  'product_list_items',
  {
    productListId: text('product_list_id')
      .notNull()
      .references(() => productLists.id, { onDelete: 'cascade' }),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productListId, t.productId] })],
);

/** Home banners (PAGE_HOME_BANNER_CARD), per-language image and jump link. */
export const banners = pgTable('banners', {
  id: id('id').primaryKey(),
  imageUrlMap: localized('image_url_map'),
  jumpUrlMap: localized('jump_url_map'),
  sort: integer('sort').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** Popups (`page/pop`, by page code) and single slots (`single_resource_pos`, by position code). */
export const resourcePositions = pgTable(
  'resource_positions',
  {
    id: id('id').primaryKey(),
    kind: text('kind', { enum: ['POPUP', 'SINGLE'] }).notNull(),
    /** POPUP: HOME, STORE or MALL. SINGLE: the slot's code. */
    code: text('code').notNull(),
    title: localized('title'),
    imageUrlMap: localized('image_url_map'),
    jumpUrlMap: localized('jump_url_map'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('resource_positions_code_idx').on(t.kind, t.code)],
);
