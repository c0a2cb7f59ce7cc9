import { LOTTERY_ROUTES } from '@lahap/contract/lottery/routes';
import { LOTTERY_RECORDS_PAGE_SIZE, type LotteryDrawData } from '@lahap/contract/lottery/schemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { useSessionStore } from '@/shared/session/session-store';

/**
 * The lucky draw's calls (contract `LOTTERY_ROUTES`), keyed by customer: one customer's chances
 * and draws never show once another logs in. All silent: the page says what went wrong itself.
 */
export const LOTTERY_KEY = ['lottery'] as const;

const useUserKey = () => useSessionStore((state) => state.tokenInfo?.userId ?? '');

export function lotteryDetailKey(userId: string) {
  return [...LOTTERY_KEY, 'detail', userId] as const;
}

export function winningRecordsKey(userId: string) {
  return [...LOTTERY_KEY, 'records', userId] as const;
}

/** The running activity: odds, the period's commitment, my chances. */
export function useLotteryDetail() {
  const userId = useUserKey();
  return useQuery({
    queryKey: lotteryDetailKey(userId),
    queryFn: ({ signal }) => callEndpoint(LOTTERY_ROUTES.detail, {}, { silent: true, signal }),
    enabled: userId !== '',
    retry: false,
  });
}

/** My draws, newest first, a page at a time. */
export function useWinningRecords() {
  const userId = useUserKey();
  return useInfiniteQuery({
    queryKey: winningRecordsKey(userId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        LOTTERY_ROUTES.winningRecords,
        { pageNo: pageParam, pageSize: LOTTERY_RECORDS_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.pageInfoVO.hasMore ? pages.length + 1 : undefined),
    enabled: userId !== '',
  });
}

/** What checking one of my draws needs. */
export function useDrawVerification(drawId: string | null) {
  const userId = useUserKey();
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'verify', userId, drawId ?? ''],
    queryFn: ({ signal }) =>
      callEndpoint(LOTTERY_ROUTES.verify, { drawId: drawId ?? '' }, { silent: true, signal }),
    enabled: userId !== '' && drawId !== null,
  });
}

/** Spends a chance; the client's requestId makes a replayed request the same draw. */
export function drawOnce(activityId: string): Promise<LotteryDrawData> {
  return callEndpoint(LOTTERY_ROUTES.draw, { activityId }, { silent: true });
}
