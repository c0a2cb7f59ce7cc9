import type { BillData, BillNewData } from '@lahap/contract/ordering/schemas';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { SeatKey } from '../model/seat';

/** What the table has sent, with the shares paid or being paid. */
export function fetchBill(seat: SeatKey, signal?: AbortSignal): Promise<BillData> {
  return callEndpoint(ORDERING_ROUTES.bill, { ...seat }, { silent: true, signal });
}

/** Starts a new bill at the table once the last one is paid. */
export function startNewBill(seat: SeatKey): Promise<BillNewData> {
  return callEndpoint(ORDERING_ROUTES.billNew, { ...seat }, { silent: true });
}
