import type { FoodOrderCard } from '@lahap/contract/ordering/schemas';
import { ORDER_FOOD_TYPE } from '@lahap/contract/enums';
import { foodOrderUrl, menuQrUrl } from '@/shared/config/ordering-host';

/** What a food card's footer line says: when it was paid, else when it was ordered. */
export type FoodFooterLine = { kind: 'paid'; at: string } | { kind: 'ordered'; at: string };

/**
 * The footer's link into the ordering site: back to the table's menu while its sitting is open,
 * pay a pickup or delivery order still unpaid, or follow one; a closed table's bill has none.
 */
export type FoodFooterAction = { kind: 'backToTable' | 'payNow' | 'viewOrder'; href: string } | null;

export interface FoodFooter {
  line: FoodFooterLine;
  action: FoodFooterAction;
}

type FooterFoodCard = Pick<FoodOrderCard, 'kind' | 'id' | 'status' | 'qrCodeId' | 'createTime' | 'paidTime'>;

/** The footer of a food card in the orders tab, in the manner of spec §4's order card footers. */
export function foodOrderFooter(card: FooterFoodCard): FoodFooter {
  const line: FoodFooterLine = card.paidTime
    ? { kind: 'paid', at: card.paidTime }
    : { kind: 'ordered', at: card.createTime };
  return { line, action: footerAction(card) };
}

function footerAction(card: FooterFoodCard): FoodFooterAction {
  if (card.kind === 'TABLE') {
    return card.qrCodeId
      ? { kind: 'backToTable', href: menuQrUrl(card.qrCodeId, ORDER_FOOD_TYPE.dineIn) }
      : null;
  }
  return { kind: card.status === 'UNPAID' ? 'payNow' : 'viewOrder', href: foodOrderUrl(card.id) };
}
