import { formatRupiah } from '@lahap/contract/format';
import type { FoodOrder, StaffFoodOrdersData } from '@lahap/contract/ordering/food-order-schemas';
import type { KitchenRound, StaffRoundsData, StaffTablesData } from '@lahap/contract/ordering/schemas';
import type { FoodOrderStaffStep } from '@lahap/contract/ordering/states';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { showToast } from '@/shared/ui/toast';
import { fixLine, type LineFix } from '../api/line-fix';
import { moveFoodOrder } from '../api/kitchen-food-orders';
import { moveRound } from '../api/round-status';
import { settleShare, type ShareSettlement } from '../api/share-settle';
import { guestName, withoutShare, type WaitingShare } from './counter-shares';
import { kitchenKeys } from './kitchen-refresh';
import type { RoundStep } from './kitchen-rounds';

/** Puts the round the server answered in every rounds list held, so it moves before the next poll. */
function keepMovedRound(data: StaffRoundsData | undefined, moved: KitchenRound): StaffRoundsData | undefined {
  if (!data) return data;
  return { roundList: data.roundList.map((round) => (round.roundId === moved.roundId ? moved : round)) };
}

/**
 * Moves a round one step on. A refusal (1007007: someone moved it meanwhile) shows the server's
 * message; either way the kitchen's lists are asked again, so the screen shows where it stands.
 */
export function useMoveRound() {
  const queryClient = useQueryClient();
  const failureText = useFailureText({ messageWhenSilent: true });
  return useMutation({
    mutationFn: ({ roundId, step }: { roundId: string; step: RoundStep }) => moveRound(roundId, step),
    onSuccess: (moved) => {
      queryClient.setQueriesData<StaffRoundsData>({ queryKey: [...kitchenKeys.all, 'rounds'] }, (data) =>
        keepMovedRound(data, moved),
      );
    },
    onError: (error) => showToast(failureText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
  });
}

/**
 * Corrects a sent line or adds a dish to a table. The answer is the table's bill; the tables
 * and rounds are asked again for the unpaid amount and the new round. A refusal (1007004 once a
 * share is being paid) shows the server's message.
 */
export function useFixLine() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const failureText = useFailureText({ messageWhenSilent: true });
  return useMutation({
    mutationFn: (fix: LineFix) => fixLine(fix),
    onSuccess: (_bill, fix) =>
      showToast(fix.kind === 'add' ? t('kitchen.fix.added') : t('kitchen.fix.saved')),
    onError: (error) => showToast(failureText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
  });
}

/**
 * Settles a share a guest chose to pay at the counter: PAID once the money is in, RELEASED when
 * the guest did not pay. The share leaves the map at once; the tables and rounds are asked again
 * either way, so a refusal (1004010: someone settled it meanwhile) shows the server's message and
 * then where the share stands.
 */
export function useSettleShare() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const failureText = useFailureText({ messageWhenSilent: true });
  return useMutation({
    mutationFn: ({ share, status }: { share: WaitingShare; status: ShareSettlement }) =>
      settleShare(share.shareId, status),
    onSuccess: (_bill, { share, status }) => {
      const name = guestName(share, t('kitchen.counter.guest'));
      queryClient.setQueriesData<StaffTablesData>({ queryKey: [...kitchenKeys.all, 'tables'] }, (data) =>
        withoutShare(data, share.shareId),
      );
      showToast(
        status === 'PAID'
          ? t('kitchen.counter.paidDone', { name, amount: formatRupiah(share.amount) })
          : t('kitchen.counter.releasedDone', { name }),
      );
    },
    onError: (error) => showToast(failureText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
  });
}

/**
 * Moves a pickup or delivery order one step on. The moved order takes its place at once; a
 * refusal (1007016: someone moved it meanwhile) shows the server's message; either way the list
 * is asked again.
 */
export function useMoveFoodOrder() {
  const queryClient = useQueryClient();
  const failureText = useFailureText({ messageWhenSilent: true });
  return useMutation({
    mutationFn: ({ orderId, step }: { orderId: string; step: FoodOrderStaffStep }) =>
      moveFoodOrder(orderId, step),
    onSuccess: (moved: FoodOrder) => {
      queryClient.setQueriesData<StaffFoodOrdersData>(
        { queryKey: [...kitchenKeys.all, 'food-orders'] },
        (data) =>
          data
            ? { orderList: data.orderList.map((order) => (order.orderId === moved.orderId ? moved : order)) }
            : data,
      );
    },
    onError: (error) => showToast(failureText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...kitchenKeys.all, 'food-orders'] }),
  });
}
