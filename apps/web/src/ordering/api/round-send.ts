import type { RoundSendData } from '@lahap/contract/ordering/schemas';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { SeatKey } from '../model/seat';

/** Sends every unsent line of the table to the kitchen as one round. */
export function sendRound(seat: SeatKey): Promise<RoundSendData> {
  return callEndpoint(ORDERING_ROUTES.roundSend, { ...seat }, { silent: true });
}
