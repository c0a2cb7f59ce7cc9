import { SAAS_COUPONS_PAGE_SIZE } from '@lahap/contract/constants';
import { COUPON_ROUTES } from '@lahap/contract/coupons/routes';
import type { CouponListFilter } from '@lahap/contract/coupons/schemas';
import type { BusinessLine } from '@lahap/contract/enums';
import {
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '../api-client/call-endpoint';
import type { RequestOptions } from '../api-client/client';
import { selectIsLoggedIn, useSessionStore } from '../session/session-store';

/**
 * The coupon and red-envelope calls (contract `COUPON_ROUTES`), shared by the store page, the
 * home's red packet, the account tab and the coupon screens. Claims are silent: each screen
 * shows the server's message its own way (spec §8 "Claim").
 */

/** Every cached coupon answer; a claim or an opened packet marks them stale. */
export const COUPONS_KEY = ['coupons'] as const;

export function myCouponsKey(business: BusinessLine, status: CouponListFilter | undefined) {
  return [...COUPONS_KEY, 'mine', business, status ?? 'all'] as const;
}

/**
 * The wallet (`valid`), the history (`history`) or all, 20 a page (spec §9). `enabled` false
 * holds the first page back (the orders tab asks for the store coupons only once its own order
 * cards have run out).
 */
export function useMyCoupons(business: BusinessLine, status: CouponListFilter | undefined, enabled = true) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useInfiniteQuery({
    queryKey: myCouponsKey(business, status),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        COUPON_ROUTES.myCoupons,
        { pageNo: pageParam, pageSize: SAAS_COUPONS_PAGE_SIZE, business, status },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.pageInfoVO.hasMore ? pages.length + 1 : undefined),
    enabled: loggedIn && enabled,
  });
}

/** `market/coupon/receive`: one coupon per template of the batch; resolves to their ids. */
export function claimCoupon(
  claim: { couponBatchId: string; couponTemplateIds: string[]; activityId?: string },
  opts: RequestOptions = {},
): Promise<string[]> {
  return callEndpoint(COUPON_ROUTES.receive, claim, { silent: true, ...opts }).then((data) => data.couponIds);
}

/** `market/coupon/receive_by_token`: the coupon a claim link gives. */
export function claimByToken(token: string): Promise<string> {
  return callEndpoint(COUPON_ROUTES.receiveByToken, { token }, { silent: true }).then((data) => data.id);
}

function couponDetailKey(query: { couponId?: string; detailId?: string }) {
  return [...COUPONS_KEY, 'detail', query.couponId ?? '', query.detailId ?? ''] as const;
}

/** A claimed coupon (`couponId`) or a batch before claiming (`detailId`). */
export function useCouponDetail(query: { couponId?: string; detailId?: string }, enabled = true) {
  return useQuery({
    queryKey: couponDetailKey(query),
    queryFn: ({ signal }) => callEndpoint(COUPON_ROUTES.detail, query, { silent: true, signal }),
    enabled: enabled && (query.couponId !== undefined || query.detailId !== undefined),
  });
}

/** The dine-out vouchers a red envelope (or a template) can buy. */
export function useCouponProducts(query: { couponId?: string; templateId?: string }) {
  return useInfiniteQuery({
    queryKey: [...COUPONS_KEY, 'products', query.couponId ?? '', query.templateId ?? ''],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        COUPON_ROUTES.productList,
        { ...query, pageNo: pageParam, pageSize: SAAS_COUPONS_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.pageInfoVO.hasMore ? pages.length + 1 : undefined),
    enabled: query.couponId !== undefined || query.templateId !== undefined,
  });
}

/** `query_new_received_coupon`: how many coupons arrived since the last ask (reported once). */
export function queryNewReceived(): Promise<{ received: boolean; count: number }> {
  return callEndpoint(COUPON_ROUTES.queryNewReceived, {}, { silent: true });
}

export const RED_PACKET_KEY = [...COUPONS_KEY, 'red-packet'] as const;

/** The red packet live for this customer, or null; asked again after login or an opening. */
export function useRedPacketActivity(enabled = true) {
  const userId = useSessionStore((state) => state.tokenInfo?.userId ?? '');
  return useQuery({
    queryKey: [...RED_PACKET_KEY, userId],
    queryFn: ({ signal }) => callEndpoint(COUPON_ROUTES.redPacketActivity, {}, { silent: true, signal }),
    enabled,
  });
}

/** `claim_award_v2`: opens the packet; resolves to the envelopes now in the wallet. */
export function openRedPacket(activityId: string) {
  return callEndpoint(COUPON_ROUTES.claimAward, { activityId }, { silent: true }).then(
    (data) => data.couponList,
  );
}

/** The red-envelope claim page: WhatsApp link, activity and banner. */
export function useAggregationActivity(activityId: string | undefined) {
  const userId = useSessionStore((state) => state.tokenInfo?.userId ?? '');
  return useQuery({
    queryKey: [...RED_PACKET_KEY, 'aggregation', activityId ?? '', userId],
    queryFn: ({ signal }) =>
      callEndpoint(COUPON_ROUTES.aggregationActivity, { activityId }, { silent: true, signal }),
  });
}

const HELD_KEY = [...COUPONS_KEY, 'held'] as const;

/** Held coupons: batch id → the customer's usable coupon of it. */
export type HeldBatches = ReadonlyMap<string, string>;

const NONE_HELD: HeldBatches = new Map();

/** The signed-in customer's id, '' for a guest. */
function currentUserId(): string {
  return useSessionStore.getState().tokenInfo?.userId ?? '';
}

// Keyed by customer: what one customer held must never show on the cards once they log out.
function heldBatchesQuery(batchIds: readonly string[], userId: string) {
  const ids = [...new Set(batchIds)].sort().slice(0, 50);
  return queryOptions({
    queryKey: [...HELD_KEY, userId, ids],
    queryFn: async ({ signal }): Promise<HeldBatches> => {
      const data = await callEndpoint(COUPON_ROUTES.heldBatches, { batchIds: ids }, { silent: true, signal });
      return new Map(data.heldList.map((held) => [held.batchId, held.couponId]));
    },
    enabled: userId !== '' && ids.length > 0,
  });
}

function mergeHeld(results: readonly { data?: HeldBatches }[]): HeldBatches {
  const merged = new Map<string, string>();
  for (const result of results) {
    for (const [batchId, couponId] of result.data ?? []) merged.set(batchId, couponId);
  }
  return merged.size > 0 ? merged : NONE_HELD;
}

/**
 * Which batches of a paged list the customer holds a usable coupon of, batch id → coupon id:
 * the Claim / Use state of coupon cards whose list does not carry it (the home's store cards).
 * One ask per page of batch ids: a page loaded later asks about its own batches only, and a long
 * list never passes the 50 a call takes. Empty for guests.
 */
export function useHeldBatchesByPage(pages: readonly (readonly string[])[]): HeldBatches {
  const userId = useSessionStore((state) => state.tokenInfo?.userId ?? '');
  return useQueries({
    queries: pages
      .filter((batchIds) => batchIds.length > 0)
      .map((batchIds) => heldBatchesQuery(batchIds, userId)),
    combine: mergeHeld,
  });
}

/**
 * Records a claimed coupon in every held-batches answer of the customer that asked about its
 * batch, including one not answered yet (a guest who has just logged in), until they are asked
 * again.
 */
export function markBatchHeld(queryClient: QueryClient, batchId: string, couponId: string): void {
  const userId = currentUserId();
  if (userId === '') return;
  queryClient.setQueriesData<HeldBatches>(
    {
      queryKey: [...HELD_KEY, userId],
      predicate: (query) =>
        (query.queryKey[HELD_KEY.length + 1] as readonly string[] | undefined)?.includes(batchId) === true,
    },
    (held) => new Map(held).set(batchId, couponId),
  );
}
