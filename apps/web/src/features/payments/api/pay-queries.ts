import { PAYMENT_ROUTES } from '@lahap/contract/payments/routes';
import type { PayCreateData } from '@lahap/contract/payments/schemas';
import { CASHIER_PARTNER_CODE, PAY_STATUS_POLL_MS } from '@lahap/contract/constants';
import type { PayMethod } from '@lahap/contract/enums';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/**
 * The cashier, the charge and the payment's state (contract `PAYMENT_ROUTES`), for the two
 * steps of the pay page. Every call is silent: the steps say what went wrong in their own words
 * (spec §8 "payment info load failure", "order already paid").
 */

/** Every cached answer of the pay page. */
export const PAY_KEY = ['pay'] as const;

export function cashierQuery(orderId: string) {
  return queryOptions({
    queryKey: [...PAY_KEY, 'cashier', orderId] as const,
    queryFn: ({ signal }) =>
      callEndpoint(
        PAYMENT_ROUTES.cashier,
        { orderId, partnerCode: CASHIER_PARTNER_CODE },
        { silent: true, signal },
      ),
  });
}

/** The cashier: amount, deadline, product name, the methods and any charge still open. */
export function useCashier(orderId: string) {
  return useQuery(cashierQuery(orderId));
}

/**
 * `pay/create`: opens a charge with one method, or answers the one already open with that
 * method (the server keeps one open charge per order while it waits).
 */
export function createPayment(orderId: string, payMethod: PayMethod): Promise<PayCreateData> {
  return callEndpoint(PAYMENT_ROUTES.payCreate, { orderId, payMethod }, { silent: true });
}

/** Where a charge is cached: by order and by the paymentId the pay code's `box` names. */
export function chargeKey(orderId: string, paymentId: string) {
  return [...PAY_KEY, 'charge', orderId, paymentId] as const;
}

/** Thrown when the pay code is opened for an order with no charge open any more. */
export class NoOpenChargeError extends Error {
  override name = 'NoOpenChargeError';
}

/**
 * The charge the pay code shows: the cashier's `pay/create` answer when it is still cached
 * (the cashier puts it there), else `pay/create` again with the method of the cashier's open
 * charge, which answers that same charge while it waits.
 */
export function chargeQuery(queryClient: QueryClient, orderId: string, paymentId: string) {
  return queryOptions({
    queryKey: chargeKey(orderId, paymentId),
    queryFn: async () => {
      const cashier = await queryClient.fetchQuery(cashierQuery(orderId));
      if (!cashier.openPayment) throw new NoOpenChargeError(`order ${orderId} has no open charge`);
      return createPayment(orderId, cashier.openPayment.payMethod);
    },
    // A charge never changes: its payload, amount and expiry are fixed when it opens.
    staleTime: Infinity,
  });
}

/**
 * The charge, asked only while the payment still waits: a customer coming back from the bank
 * app to a fresh page finds the order paid by the status call, without asking the cashier.
 */
export function useCharge(queryClient: QueryClient, orderId: string, paymentId: string, waiting: boolean) {
  return useQuery({ ...chargeQuery(queryClient, orderId, paymentId), enabled: waiting });
}

export function payStatusKey(orderId: string) {
  return [...PAY_KEY, 'status', orderId] as const;
}

/** The longest wait between two status asks while they keep failing. */
export const PAY_STATUS_BACKOFF_MAX_MS = 30_000;

/**
 * The wait before the next status ask after `failures` failed asks in a row: PAY_STATUS_POLL_MS,
 * doubled per failure up to PAY_STATUS_BACKOFF_MAX_MS.
 */
export function payStatusDelay(failures: number): number {
  return Math.min(PAY_STATUS_POLL_MS * 2 ** failures, PAY_STATUS_BACKOFF_MAX_MS);
}

/**
 * The order's payment state, asked every PAY_STATUS_POLL_MS while it waits (WAIT_PAY) and no
 * more once it has ended (paid or closed): never given up before, as the provider's webhook may
 * come late. Failed asks (a busy server's 429, a lost network) are asked again, each a little
 * later than the one before (payStatusDelay); the first answer brings the usual pace back. React
 * Query leaves the interval alone while the tab is hidden and asks at once when it shows again,
 * which is when a customer returns from the e-wallet app.
 */
export function usePayStatus(orderId: string) {
  const failures = useRef(0);
  return useQuery({
    queryKey: payStatusKey(orderId),
    queryFn: async ({ signal }) => {
      try {
        const status = await callEndpoint(PAYMENT_ROUTES.payStatus, { orderId }, { silent: true, signal });
        failures.current = 0;
        return status;
      } catch (error) {
        failures.current += 1;
        throw error;
      }
    },
    refetchInterval: (query) =>
      (query.state.data?.payStatus ?? 'WAIT_PAY') === 'WAIT_PAY' ? payStatusDelay(failures.current) : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // A failed ask is asked again by the interval, later each time it fails.
    retry: false,
  });
}
