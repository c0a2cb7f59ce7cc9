import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import type { CallInputOf } from '@/shared/api-client/call-endpoint';
import { callStaff } from './staff-client';

/** What the console sends to fix a table: a sent line's new quantity, or a dish to add. */
export type LineFix =
  | { kind: 'quantity'; tableSessionId: string; lineId: string; quantity: number }
  | { kind: 'add'; tableSessionId: string; dishId: string; quantity: number; note?: string };

/** The call's body: exactly one of lineId and dishId, and a note only when there is one. */
export function lineFixBody(fix: LineFix): CallInputOf<typeof ORDERING_ROUTES.staffLineFix> {
  if (fix.kind === 'quantity') {
    return { tableSessionId: fix.tableSessionId, lineId: fix.lineId, quantity: fix.quantity };
  }
  const note = fix.note?.trim();
  return {
    tableSessionId: fix.tableSessionId,
    dishId: fix.dishId,
    quantity: fix.quantity,
    ...(note ? { note } : {}),
  };
}

/**
 * `POST merchant/ordering/line/fix`: corrects a sent line's quantity (0 takes it off the bill)
 * or adds a dish to the table as a new round. Refused with 1007004 once a share of the bill is
 * being paid or paid. Answers the table's bill.
 */
export function fixLine(fix: LineFix) {
  return callStaff(ORDERING_ROUTES.staffLineFix, lineFixBody(fix));
}
