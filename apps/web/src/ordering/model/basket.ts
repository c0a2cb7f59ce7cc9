import { CART_LINE_MAX_QUANTITY, FOOD_ORDER_MAX_LINES } from '@lahap/contract/constants';
import type { Dish, MenuCategory } from '@lahap/contract/ordering/schemas';
import { readJson, writeJson } from '@/shared/storage/storage';
import { ORDERING_KEYS } from './storage-keys';

/** One line of a pickup or delivery basket: a dish, how many, the note for the kitchen. */
export interface BasketLine {
  dishId: string;
  quantity: number;
  note: string;
}

/** A basket line with its dish from the menu; lines whose dish left the menu are dropped. */
export interface PricedLine extends BasketLine {
  key: string;
  dish: Dish;
  amount: number;
}

/** A line is the same dish with the same note: adding it again adds to its quantity. */
export const lineKey = (line: Pick<BasketLine, 'dishId' | 'note'>) => `${line.dishId}\n${line.note}`;

export function addToBasket(lines: readonly BasketLine[], added: BasketLine): BasketLine[] {
  const note = added.note.trim();
  const key = lineKey({ dishId: added.dishId, note });
  const index = lines.findIndex((line) => lineKey(line) === key);
  if (index < 0) {
    if (lines.length >= FOOD_ORDER_MAX_LINES) return [...lines];
    return [...lines, { ...added, note, quantity: Math.min(added.quantity, CART_LINE_MAX_QUANTITY) }];
  }
  return lines.map((line, at) =>
    at === index
      ? { ...line, quantity: Math.min(line.quantity + added.quantity, CART_LINE_MAX_QUANTITY) }
      : line,
  );
}

/** Sets a line's quantity; 0 removes it. */
export function setBasketQuantity(lines: readonly BasketLine[], key: string, quantity: number): BasketLine[] {
  if (quantity <= 0) return lines.filter((line) => lineKey(line) !== key);
  const capped = Math.min(quantity, CART_LINE_MAX_QUANTITY);
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: capped } : line));
}

/**
 * The basket as the menu prices it now: each line with its dish and amount, and what it comes
 * to. A dish gone from the menu or sold out since it was added is left out and counted, so the
 * sheet can say so before the server would refuse it (1007001, 1007002).
 */
export function priceBasket(lines: readonly BasketLine[], categories: readonly MenuCategory[]) {
  const dishes = new Map(
    categories.flatMap((category) => category.dishList.map((dish) => [dish.dishId, dish])),
  );
  const priced: PricedLine[] = [];
  let dropped = 0;
  for (const line of lines) {
    const dish = dishes.get(line.dishId);
    if (!dish || dish.soldOut) {
      dropped += 1;
      continue;
    }
    priced.push({ ...line, key: lineKey(line), dish, amount: dish.price * line.quantity });
  }
  return {
    lines: priced,
    count: priced.reduce((sum, line) => sum + line.quantity, 0),
    total: priced.reduce((sum, line) => sum + line.amount, 0),
    dropped,
  };
}
export type PricedBasket = ReturnType<typeof priceBasket>;

function isLine(value: unknown): value is BasketLine {
  if (typeof value !== 'object' || value === null) return false;
  const { dishId, quantity, note } = value as Record<string, unknown>;
  return (
    typeof dishId === 'string' &&
    typeof note === 'string' &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity > 0
  );
}

function readBaskets(): Record<string, unknown> {
  const value = readJson('local', ORDERING_KEYS.baskets);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The basket kept on this phone for a QR code. */
export function readBasket(qrCodeId: string): BasketLine[] {
  const lines = readBaskets()[qrCodeId];
  return Array.isArray(lines) ? lines.filter(isLine) : [];
}

export function writeBasket(qrCodeId: string, lines: readonly BasketLine[]): void {
  const others = Object.entries(readBaskets()).filter(([key]) => key !== qrCodeId);
  const kept = lines.length === 0 ? others : [...others, [qrCodeId, lines] as const];
  writeJson('local', ORDERING_KEYS.baskets, Object.fromEntries(kept));
}
