import type { CartData } from '@lahap/contract/ordering/schemas';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { SeatKey } from '../model/seat';

/** The table's one cart: every participant's lines, sent or not. */
export function fetchCart(seat: SeatKey, signal?: AbortSignal): Promise<CartData> {
  return callEndpoint(ORDERING_ROUTES.cart, { ...seat }, { silent: true, signal });
}

export interface AddLine {
  dishId: string;
  quantity: number;
  note?: string;
  /** The phone's id for this tap: a retry with the same one adds nothing twice. */
  clientLineId: string;
}

/** Adds a dish as one of my lines; answers the cart. */
export function addCartLine(seat: SeatKey, line: AddLine): Promise<CartData> {
  const { dishId, quantity, clientLineId } = line;
  const note = line.note?.trim();
  return callEndpoint(
    ORDERING_ROUTES.cartAdd,
    { ...seat, dishId, quantity, clientLineId, ...(note ? { note } : {}) },
    { silent: true },
  );
}

/** Changes my unsent line's quantity; 0 removes it. */
export function updateCartLine(seat: SeatKey, lineId: string, quantity: number): Promise<CartData> {
  return callEndpoint(ORDERING_ROUTES.cartUpdate, { ...seat, lineId, quantity }, { silent: true });
}
