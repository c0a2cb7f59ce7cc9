import type { UserInfo } from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/shared/api-client/client';
import { useSessionStore } from '@/shared/session/session-store';

/** `POST account/queryUserInfo`. Silent: the account tab shows its own failure toast (spec §8). */
export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiPost<UserInfo>(API_PATHS.queryUserInfo, {}, { silent: true, signal });
}

/** Keyed by user id, so another login never shows the previous user's profile. */
export function userInfoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['account', 'userInfo', userId],
    queryFn: ({ signal }) => fetchUserInfo(signal),
  });
}

/** The logged-in user's profile; idle while logged out. */
export function useUserInfo() {
  const userId = useSessionStore((state) => state.tokenInfo?.userId);
  return useQuery({ ...userInfoQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
