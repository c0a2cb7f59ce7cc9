import { pickText, type Locale } from '@lahap/contract/locale';
import type { MenuCategory } from '@lahap/contract/ordering/schemas';

/** Lower case without accents, so "es teh" finds "Es Teh" and "kopi susu" "Kopi Susu". */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The menu narrowed to the dishes whose name, in the language shown, holds the search text;
 * categories left with no dish drop out. An empty search keeps the whole menu.
 */
export function searchMenu(categories: MenuCategory[], text: string, locale: Locale): MenuCategory[] {
  const wanted = folded(text.trim());
  if (!wanted) return categories;
  return categories
    .map((category) => ({
      ...category,
      dishList: category.dishList.filter((dish) => folded(pickText(dish.name, locale)).includes(wanted)),
    }))
    .filter((category) => category.dishList.length > 0);
}
