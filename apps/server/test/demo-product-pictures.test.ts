import { describe, expect, it } from 'vitest';
import { CUISINES, DRINKS, type DishSeed, type FoodArt, cuisineByKey } from '../src/demo/cuisines.js';
import { planImageLibrary } from '../src/demo/image-library.js';
import { buildOffers, setDishesOf } from '../src/demo/offers.js';
import {
  VOUCHER_VALUES,
  productPictures,
  setPictureArts,
  setPictureName,
} from '../src/demo/product-pictures.js';
import { buildStores } from '../src/demo/stores.js';

// Pure: plans the pictures (no drawing) and builds the seeded catalogue in memory, no database.
const { library } = planImageLibrary();
const stores = buildStores(library).stores;
const offers = buildOffers(stores, library, Date.UTC(2025, 0, 1));

/** The kinds of dish each planned set picture draws, by its address. */
const setArtsByUrl = new Map(
  productPictures().sets.map((arts) => [library.url(setPictureName(arts)), arts] as const),
);

/** Every dish and drink of the catalogue by its English name, with the art that draws it. */
const artByName = new Map<string, FoodArt>();
for (const dish of [...CUISINES.flatMap((c) => c.dishes), ...DRINKS]) {
  const known = artByName.get(dish.name['en-US']);
  if (known && known !== dish.art) throw new Error(`${dish.name['en-US']} is drawn two ways`);
  artByName.set(dish.name['en-US'], dish.art);
}

/** The dishes a set's English description lists, in order: "Includes 2× A, 1× B and 2× C." */
function listedNames(description: string): string[] {
  return [...description.matchAll(/\d+× (.+?)(?=, \d+×| and \d+×|\.(?: |$))/g)].map((m) => m[1] ?? '');
}

const dishNamed = (cuisine: string, name: string): DishSeed => {
  const dish = cuisineByKey(cuisine).dishes.find((d) => d.name['en-US'] === name);
  if (!dish) throw new Error(`no ${name} in ${cuisine}`);
  return dish;
};

describe('demo product pictures', () => {
  it('gives every dish and drink a kind of drawing', () => {
    expect(artByName.size).toBeGreaterThan(100);
    expect(artByName.get('Madura Fried Duck')).toBe('duck');
    expect(artByName.get('Peking Duck')).toBe('duck');
    expect(artByName.get('Madura Chicken Satay')).toBe('skewers');
  });

  it("draws exactly the dishes each meal set's description lists, its named dish first", () => {
    const sets = offers.products.filter((p) => p.productType === 'GROUP_COUPON');
    expect(sets.length).toBeGreaterThan(50);
    for (const product of sets) {
      const name = product.name['en-US'] ?? '';
      const description = product.description['en-US'] ?? '';
      const names = listedNames(description);
      expect(names.length, description).toBeGreaterThanOrEqual(2);
      const arts = names.map((dish) => {
        const art = artByName.get(dish);
        if (!art) throw new Error(`${product.id} lists an unknown dish ${dish}`);
        return art;
      });
      const drawn = setArtsByUrl.get(product.imageUrl);
      expect(drawn, `${product.id} ${name}`).toBeDefined();
      expect(new Set(drawn), `${product.id} ${description}`).toEqual(new Set(arts));
      expect(drawn?.[0]).toBe(arts[0]);
      // A value or two-person set is named after its first dish.
      if (!name.endsWith('Family Feast')) expect(name).toContain(names[0]);
    }
  });

  it("shows a duck set's duck, not another dish of the cuisine (satay)", () => {
    const indonesian = cuisineByKey('indonesian');
    const menu = [
      dishNamed('indonesian', 'Village Fried Rice'),
      dishNamed('indonesian', 'Madura Fried Duck'),
      dishNamed('indonesian', 'Betawi Coconut Rice'),
      ...DRINKS.slice(0, 1),
    ];
    expect(indonesian.arts).toContain('skewers');
    const duo = setPictureArts(setDishesOf('duo', menu).listed);
    expect(duo).toEqual(['rice', 'duck', 'drink']);
    expect(duo).not.toContain('skewers');
    // Planned, so seeding such a seller finds its picture.
    expect(library.url(setPictureName(duo))).toMatch(/^\/api\/images\//);

    const peking = [
      dishNamed('chinese', 'Prawn Har Gow'),
      dishNamed('chinese', 'Peking Duck'),
      dishNamed('chinese', 'Hainanese Chicken Rice'),
      ...DRINKS.slice(2, 3),
    ];
    const family = setPictureArts(setDishesOf('family', peking).listed);
    expect(family).toEqual(['dumplings', 'duck', 'rice', 'drink']);
    expect(library.url(setPictureName(family))).toMatch(/^\/api\/images\//);
  });

  it('shows a cash voucher as a voucher of its face value, apart from the meal pictures', () => {
    const pictures = productPictures();
    const voucherUrls = new Map(pictures.vouchers.map((v) => [library.url(v.name), v.value] as const));
    const vouchers = offers.products.filter((p) => p.productType === 'CASH_COUPON');
    expect(vouchers.length).toBeGreaterThan(10);
    for (const product of vouchers) {
      expect(voucherUrls.get(product.imageUrl), product.name['en-US']).toBe(product.originalPrice);
      expect(setArtsByUrl.has(product.imageUrl)).toBe(false);
    }
    expect(new Set(pictures.vouchers.map((v) => v.value))).toEqual(new Set(VOUCHER_VALUES));
  });

  it('keeps the product pictures few: sets listing the same kinds of dish share one', () => {
    const { sets, vouchers } = productPictures();
    expect(sets.length + vouchers.length).toBeLessThan(160);
    const used = new Set(offers.products.map((p) => p.imageUrl));
    expect(used.size).toBeLessThan(offers.products.length);
  });
});
