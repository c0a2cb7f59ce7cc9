import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { useSessionStore } from '@/shared/session/session-store';

/** `POST account/queryUserInfo`. Silent: the account tab shows its own failure toast (spec §8). */
export function fetchUserInfo(signal?: AbortSignal) {
  return callEndpoint(IDENTITY_ROUTES.queryUserInfo, {}, { silent: true, signal });
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
