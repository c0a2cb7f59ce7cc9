import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import { CONFIG_ROUTES } from '@lahap/contract/config/routes';
import type { ExploreTabConfig } from '@lahap/contract/config/schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { useSessionStore } from '@/shared/session/session-store';

const CONFIG_STALE_MS = 5 * 60_000;

/** Whether the stored allow list admits a user; anything malformed admits no one. */
export function isOnExploreAllowList(config: unknown, userId: string | undefined): boolean {
  if (typeof config !== 'object' || config === null) return false;
  const { allUsers, userIds } = config as Partial<Record<keyof ExploreTabConfig, unknown>>;
  if (allUsers === true) return true;
  return userId !== undefined && Array.isArray(userIds) && userIds.includes(userId);
}

/**
 * The explore-feeds tab shows only for users on the remote allow list (spec §2): everyone when
 * `allUsers`, else the listed user ids. Hidden when the list fails, and on a first visit while it
 * loads. The list is kept with the public lists (app/list-cache.ts): a returning visitor's tab bar
 * starts with the tabs it last had, instead of moving its tabs aside when the answer comes.
 */
export function useExploreTabVisible(): boolean {
  const userId = useSessionStore((state) => state.tokenInfo?.userId);
  const { data } = useQuery({
    queryKey: ['config', CONFIG_KEYS.exploreTab],
    queryFn: ({ signal }) =>
      callEndpoint(CONFIG_ROUTES.configInfo, { key: CONFIG_KEYS.exploreTab }, { signal, silent: true }),
    staleTime: CONFIG_STALE_MS,
    meta: { persist: true },
  });
  return isOnExploreAllowList(data, userId);
}
