import type { BillPayData } from '@lahap/contract/ordering/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { chargeShare, payShare, type ChargeRequest, type ShareRequest } from '../api/bill-pay';
import { orderingKeys } from './query-keys';
import { useRefusal, type TableContext } from './use-table-calls';

/**
 * One request per tap: a tap while one is in flight is ignored, before React has even disabled
 * the button, and nothing retries it. After an answer, success or refusal, or a lost one, the
 * table is fetched again, so the phone shows the share the server holds rather than guessing; a
 * charge that came back is kept under its share, so its card shows the QR at once.
 */
function useOneTap<Request>(context: TableContext, send: (request: Request) => Promise<BillPayData>) {
  const queryClient = useQueryClient();
  const refused = useRefusal(context);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      if (data.paymentId !== null)
        queryClient.setQueryData(orderingKeys.charge(data.shareId, data.payMethod), data);
      return queryClient.invalidateQueries({ queryKey: orderingKeys.table(context.seat.tableSessionId) });
    },
    onError: refused,
    retry: false,
  });
  const run = async (request: Request): Promise<BillPayData | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      return await mutation.mutateAsync(request);
    } catch {
      return null;
    } finally {
      inFlight.current = false;
    }
  };
  return { run, pending: mutation.isPending };
}

/**
 * Reserves a share of the bill. bill/pay is not idempotent (a second EVEN request takes the next
 * part), so one tap makes one request; a refusal (1004010: a table mate took that line or part
 * first; 1004012: over QRIS's cap) is said and the table refetched.
 */
export function usePayShare(context: TableContext) {
  const { run, pending } = useOneTap<ShareRequest>(context, (request) => payShare(context.seat, request));
  return { pay: run, paying: pending };
}

/** Pays one's own reserved share with another method: its new charge replaces the open one. */
export function useChangeShareMethod(context: TableContext) {
  const { run, pending } = useOneTap<ChargeRequest>(context, (request) => chargeShare(context.seat, request));
  return { change: run, changing: pending };
}
