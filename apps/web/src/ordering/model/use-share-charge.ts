import type { BillShare } from '@lahap/contract/ordering/schemas';
import { useQuery } from '@tanstack/react-query';
import { chargeShare } from '../api/bill-pay';
import { orderingKeys } from './query-keys';
import type { SeatKey } from './seat';
import { isCharged } from './share-method';

/**
 * The open charge of one's own share being paid by QRIS or an e-wallet: what bill/pay answered,
 * or after a reload what `bill/share/pay` answers for the same method (the same charge, not a
 * new one). Asked once per share and method; a share no longer open needs none.
 */
export function useShareCharge(seat: SeatKey, billId: string, share: BillShare) {
  const { shareId, payMethod } = share;
  return useQuery({
    queryKey: orderingKeys.charge(shareId, payMethod),
    queryFn: ({ signal }) =>
      isCharged(payMethod)
        ? chargeShare(seat, { billId, shareId, payMethod }, signal)
        : Promise.reject(new Error('a counter share has no charge')),
    enabled: share.status === 'OPEN' && isCharged(payMethod),
    staleTime: Infinity,
    retry: false,
  });
}
