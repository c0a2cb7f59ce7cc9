import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { payShare, type ShareRequest } from '../api/bill-pay';
import { orderingKeys } from './query-keys';
import { useRefusal, type TableContext } from './use-table-calls';

/**
 * Reserves a share of the bill. bill/pay is not idempotent (a second EVEN request takes the next
 * part), so one tap makes one request: a tap while one is in flight is ignored, before React has
 * even disabled the button, and nothing retries it. After an answer, success or refusal (1004010:
 * a table mate took that line or part first), or a lost one, the table is fetched again, so the
 * phone shows the share the server holds rather than guessing.
 */
export function usePayShare(context: TableContext) {
  const queryClient = useQueryClient();
  const refused = useRefusal(context);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (request: ShareRequest) => payShare(context.seat, request),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: orderingKeys.table(context.seat.tableSessionId) }),
    onError: refused,
    retry: false,
  });
  const pay = async (request: ShareRequest): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      await mutation.mutateAsync(request);
      return true;
    } catch {
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { pay, paying: mutation.isPending };
}
