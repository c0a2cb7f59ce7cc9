import type { PayMethod } from '@lahap/contract/enums';
import type { SharePayMethod } from '@lahap/contract/ordering/states';
import { methodOpen } from './share-method';

/**
 * The method a pickup or delivery order is charged by: the chosen one, or an e-wallet when QRIS
 * cannot take the amount (1004012). An order has no counter to fall back on.
 */
export function foodMethodFor(chosen: SharePayMethod, amount: number): PayMethod {
  if (chosen === 'COUNTER' || !methodOpen(chosen, amount)) return 'GOPAY';
  return chosen;
}
