// The product pictures the demo draws, named and planned apart from the offers that show them:
// the image library draws every planned picture before any seller exists, and the offers then
// name the picture each product shows.
import { CUISINES, DRINKS, type DishSeed, type FoodArt, isDrink } from './cuisines.js';
import { at } from './random.js';

/** Face values of the cash vouchers (rupiah). */
export const VOUCHER_VALUES = [50_000, 100_000, 200_000] as const;

/**
 * What a set's picture draws: every kind of dish it lists, once, the set's own dish first, then
 * the other foods alphabetically and the drink last. Sets listing the same kinds share a picture.
 */
export function setPictureArts(listed: readonly DishSeed[]): FoodArt[] {
  const [first, ...rest] = listed.map((d) => d.art);
  if (!first) return [];
  const others = [...new Set(rest)].filter((art) => art !== first);
  const foods = others.filter((art) => art !== 'drink').sort();
  return [first, ...foods, ...(others.includes('drink') ? ['drink' as const] : [])];
}

export function setPictureName(arts: readonly FoodArt[]): string {
  return `set:${arts.join('+')}`;
}

/** A cash voucher's picture: its face value beside the seller's signature dish. */
export function voucherPictureName(menu: readonly DishSeed[], value: number): string {
  const signature = menu.find((d) => !isDrink(d)) ?? at(menu, 0);
  return `voucher:${signature.art}:${value}`;
}

/**
 * Every product picture a seeded seller may need, so they are planned (and drawn) before the
 * sellers exist. It follows how the stores' menus are made: the cuisine's flagship dish first,
 * the other dishes in the catalogue's order (stores.ts `menuOf`), the drinks after. Should
 * that change, seeding stops at the first picture that was not planned.
 */
export function productPictures(): {
  sets: FoodArt[][];
  vouchers: { name: string; art: FoodArt; value: number }[];
} {
  const sets = new Map<string, FoodArt[]>();
  const vouchers = new Map<string, { name: string; art: FoodArt; value: number }>();
  // Drinks that draw alike give the same pictures: one of each kind stands for the rest.
  const drinks = [...new Map(DRINKS.map((d) => [d.art, d])).values()];
  const add = (foods: readonly DishSeed[]): void => {
    for (const drink of drinks) {
      const arts = setPictureArts([...foods, drink]);
      sets.set(setPictureName(arts), arts);
    }
  };
  for (const cuisine of CUISINES) {
    const mains = cuisine.dishes.filter((d) => !isDrink(d));
    const [main, ...rest] = mains;
    if (!main) continue;
    add([main]);
    rest.forEach((second, j) => {
      add([main, second]);
      for (const third of rest.slice(j + 1)) add([main, second, third]);
    });
    for (const value of VOUCHER_VALUES) {
      const name = voucherPictureName(mains, value);
      vouchers.set(name, { name, art: main.art, value });
    }
  }
  return { sets: [...sets.values()], vouchers: [...vouchers.values()] };
}
