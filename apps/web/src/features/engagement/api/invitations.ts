import type { ShareType } from '@lahap/contract/enums';
import { INVITATION_ROUTES } from '@lahap/contract/invitations/routes';
import { INVITE_LIST_PAGE_SIZE } from '@lahap/contract/invitations/rules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/** Every cache key of the invitation pages starts here; a login or a refresh resets them all. */
export const INVITATION_KEY = ['invitations'] as const;

/** `invite/detail`: my code, link and poster. */
export function useInviteDetail(enabled: boolean) {
  return useQuery({
    queryKey: [...INVITATION_KEY, 'detail'],
    queryFn: ({ signal }) => callEndpoint(INVITATION_ROUTES.detail, {}, { silent: true, signal }),
    enabled,
  });
}

/** `invite/config`: both rewards, the hold and the caps. */
export function useInviteConfig() {
  return useQuery({
    queryKey: [...INVITATION_KEY, 'config'],
    queryFn: ({ signal }) => callEndpoint(INVITATION_ROUTES.config, {}, { silent: true, signal }),
    staleTime: 5 * 60_000,
  });
}

/** `invite/reward/statistics`. */
export function useInviteStatistics(enabled: boolean) {
  return useQuery({
    queryKey: [...INVITATION_KEY, 'statistics'],
    queryFn: ({ signal }) => callEndpoint(INVITATION_ROUTES.rewardStatistics, {}, { silent: true, signal }),
    enabled,
  });
}

/** `invite/reward/list`: my friends, newest first, by page number. */
export function useInviteRewards(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...INVITATION_KEY, 'rewards'],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        INVITATION_ROUTES.rewardList,
        { pageNo: pageParam, pageSize: INVITE_LIST_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.pageInfoVO.hasMore ? pages.length + 1 : undefined),
    enabled,
  });
}

/** `invite/query`: the landing's inviter; no login needed. */
export function useInviteQuery(inviteCode: string | null) {
  return useQuery({
    queryKey: [...INVITATION_KEY, 'query', inviteCode],
    queryFn: ({ signal }) =>
      callEndpoint(INVITATION_ROUTES.query, { inviteCode: inviteCode ?? '' }, { silent: true, signal }),
    enabled: inviteCode !== null,
    retry: false,
  });
}

/** `invite/share`: records a share; best effort, a failure never stops the share itself. */
export function recordShare(shareType: ShareType): void {
  void callEndpoint(INVITATION_ROUTES.share, { shareType }, { silent: true }).catch(() => undefined);
}
