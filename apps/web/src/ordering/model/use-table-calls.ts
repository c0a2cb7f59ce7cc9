import { ERROR_CODES } from '@lahap/contract/errors';
import type { CartData } from '@lahap/contract/ordering/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { showToast } from '@/shared/ui/toast';
import { fetchBill, startNewBill } from '../api/bill';
import { addCartLine, fetchCart, updateCartLine, type AddLine } from '../api/cart';
import { sendRound } from '../api/round-send';
import { orderingKeys } from './query-keys';
import type { SeatKey } from './seat';
import { CART_POLL_MS } from './use-table-events';

/** The seat a table call is made for, and what to do when the server no longer knows it. */
export interface TableContext {
  seat: SeatKey;
  /** Called on 1007003: the table's session ended or the token is not valid. */
  onSeatLost: () => void;
}

/**
 * What every refused table call does: say why in a toast (the server's message for its codes),
 * forget a seat the server no longer knows, and refetch the cart after a refusal that means it
 * changed meanwhile (a table mate paid, a line was sent).
 */
export function useRefusal({ seat, onSeatLost }: TableContext): (error: unknown) => void {
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  return useCallback(
    (error: unknown) => {
      showToast(failureText(error));
      if (!isApiRequestError(error)) return;
      if (error.code === ERROR_CODES.TABLE_SESSION_INVALID) onSeatLost();
      else void queryClient.invalidateQueries({ queryKey: orderingKeys.table(seat.tableSessionId) });
    },
    [failureText, onSeatLost, queryClient, seat.tableSessionId],
  );
}

/**
 * The table's cart; polled while the live stream is down. A cart refused with 1007003 means the
 * table's session ended (the staff closed it): `onSeatLost` sits the phone down again.
 */
export function useCart(seat: SeatKey | null, live: boolean, onSeatLost: () => void) {
  return useQuery({
    queryKey: orderingKeys.cart(seat?.tableSessionId ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await fetchCart(seat as SeatKey, signal);
      } catch (error) {
        if (isApiRequestError(error) && error.code === ERROR_CODES.TABLE_SESSION_INVALID) onSeatLost();
        throw error;
      }
    },
    enabled: seat !== null,
    refetchInterval: live ? false : CART_POLL_MS,
  });
}

/**
 * The table's bill, while its sheet is open; polled like the cart while the stream is down, so a
 * share the staff mark paid at the counter still shows as paid.
 */
export function useBill(seat: SeatKey, enabled: boolean, live = true) {
  return useQuery({
    queryKey: orderingKeys.bill(seat.tableSessionId),
    queryFn: ({ signal }) => fetchBill(seat, signal),
    enabled,
    refetchInterval: live ? false : CART_POLL_MS,
  });
}

function usePutCart(seat: SeatKey) {
  const queryClient = useQueryClient();
  return (cart: CartData) => queryClient.setQueryData(orderingKeys.cart(seat.tableSessionId), cart);
}

/** Adds a dish as one of my lines. Errors are the caller's to show (the sheet stays open for a retry). */
export function useAddLine({ seat }: TableContext) {
  const putCart = usePutCart(seat);
  return useMutation({ mutationFn: (line: AddLine) => addCartLine(seat, line), onSuccess: putCart });
}

/** Changes or removes (0) one of my unsent lines. */
export function useUpdateLine(context: TableContext) {
  const putCart = usePutCart(context.seat);
  const refused = useRefusal(context);
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      updateCartLine(context.seat, lineId, quantity),
    onSuccess: putCart,
    onError: refused,
  });
}

/** Sends the table's unsent lines to the kitchen; the cart and bill are fetched again. */
export function useSendRound(context: TableContext) {
  const queryClient = useQueryClient();
  const refused = useRefusal(context);
  return useMutation({
    mutationFn: () => sendRound(context.seat),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: orderingKeys.table(context.seat.tableSessionId) }),
    onError: refused,
  });
}

/** Starts a new bill once the last one is paid. */
export function useNewBill(context: TableContext) {
  const queryClient = useQueryClient();
  const refused = useRefusal(context);
  return useMutation({
    mutationFn: () => startNewBill(context.seat),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: orderingKeys.table(context.seat.tableSessionId) }),
    onError: refused,
  });
}
