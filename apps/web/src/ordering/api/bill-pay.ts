import type { PayMethod } from '@lahap/contract/enums';
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

/**
 * Reserves a share of the bill (OPEN until paid): at the counter the staff mark it paid; by QRIS
 * or an e-wallet the answer carries the charge (its QR payload or redirect, and its expiry).
 */
export function payShare(seat: SeatKey, request: ShareRequest): Promise<BillPayData> {
  return callEndpoint(
    ORDERING_ROUTES.billPay,
    { participantToken: seat.participantToken, ...request },
    { silent: true },
  );
}

/** Which of one's own reserved shares to charge, and how. */
export interface ChargeRequest {
  billId: string;
  shareId: string;
  payMethod: PayMethod;
}

/**
 * The charge of one's own reserved share (`bill/share/pay`): the same method answers its open
 * charge (after a reload), another one replaces it.
 */
export function chargeShare(
  seat: SeatKey,
  request: ChargeRequest,
  signal?: AbortSignal,
): Promise<BillPayData> {
  return callEndpoint(
    ORDERING_ROUTES.sharePay,
    { participantToken: seat.participantToken, ...request },
    { silent: true, signal },
  );
}
