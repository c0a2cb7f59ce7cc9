import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import type { StaffShareSettleBody } from '@lahap/contract/ordering/schemas';
import { callStaff } from './staff-client';

/** What the staff decide about a share a guest chose to pay at the counter. */
export type ShareSettlement = StaffShareSettleBody['status'];

/**
 * `POST merchant/ordering/share/settle`: PAID once the guest paid at the counter (a second time
 * is refused with 1004010), RELEASED when they did not, which frees the share's lines and part.
 * Answers the table's bill with its shares.
 */
export function settleShare(shareId: string, status: ShareSettlement) {
  return callStaff(ORDERING_ROUTES.staffShareSettle, { shareId, status });
}
