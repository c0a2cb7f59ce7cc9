import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import type { StaffRoundStatusBody } from '@lahap/contract/ordering/schemas';
import { callStaff } from './staff-client';

/**
 * `POST merchant/ordering/round/status`: moves a round one step on (ACCEPTED, READY, SERVED);
 * any other step is refused with 1007007. Answers the round as it now stands.
 */
export function moveRound(roundId: string, status: StaffRoundStatusBody['status']) {
  return callStaff(ORDERING_ROUTES.staffRoundStatus, { roundId, status });
}
