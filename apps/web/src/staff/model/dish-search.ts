import type { Dish, MenuCategory } from '@lahap/contract/ordering/schemas';

/** A category with the dishes a search leaves in it. */
export interface DishGroup {
  category: MenuCategory;
  dishes: Dish[];
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The menu's dishes whose name holds the search text in any of its languages (staff may type
 * the Indonesian name while the console shows English), by category; empty categories are left
 * out. Blank text keeps everything.
 */
export function searchDishes(categories: readonly MenuCategory[], text: string): DishGroup[] {
  const wanted = fold(text.trim());
  return categories
    .map((category) => ({
      category,
      dishes: wanted
        ? category.dishList.filter((dish) =>
            Object.values(dish.name).some((name) => typeof name === 'string' && fold(name).includes(wanted)),
          )
        : category.dishList,
    }))
    .filter((group) => group.dishes.length > 0);
}
