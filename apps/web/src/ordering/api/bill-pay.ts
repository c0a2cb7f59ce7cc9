import type { BillPayData, BillSplit } from '@lahap/contract/ordering/schemas';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import type { SharePayMethod } from '@lahap/contract/ordering/states';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { SeatKey } from '../model/seat';

/** What one tap on the pay sheet reserves. */
export interface ShareRequest {
  billId: string;
  split: BillSplit;
  payMethod: SharePayMethod;
}

/** Reserves a share of the bill (OPEN until paid: at the counter, the staff mark it paid). */
export function payShare(seat: SeatKey, request: ShareRequest): Promise<BillPayData> {
  return callEndpoint(
    ORDERING_ROUTES.billPay,
    { participantToken: seat.participantToken, ...request },
    { silent: true },
  );
}
