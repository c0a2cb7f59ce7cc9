import type { DataOf, Route } from '@lahap/contract/endpoint';
import { MONITORING_ROUTES } from '@lahap/contract/monitoring/routes';
import type { MonitorGroupSort } from '@lahap/contract/monitoring/team-schemas';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CallInputOf } from '@/shared/api-client/call-endpoint';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { checkAnswer } from '@/shared/api-client/answer-check';
import { sendRequest } from '@/shared/api-client/transport';

/**
 * The team's error view calls (`team/monitoring/groups` and `…/group`, docs/api.md "Errors the
 * team sees"): signed and enveloped by the shared transport like every call, with the team's
 * admin token in `Authorize`. The token is the caller's to keep (the team shell's sign-in): a
 * value, or a getter read at each call so a new sign-in takes effect at once.
 */
export type TeamToken = string | (() => string | null | undefined);

/** The groups a page of the list asks for. */
export const TEAM_ERRORS_PAGE_SIZE = 20;

function tokenOf(token: TeamToken): string | undefined {
  return (typeof token === 'function' ? token() : token) || undefined;
}

/** Makes a team call; rejects with {@link ApiRequestError}. */
async function callTeam<R extends Route>(
  route: R,
  input: CallInputOf<R>,
  token: TeamToken,
  signal?: AbortSignal,
): Promise<DataOf<R>> {
  let data: unknown;
  try {
    data = await sendRequest({
      method: route.method,
      path: route.path,
      body: input as object,
      envelope: route.envelope,
      accessToken: tokenOf(token),
      signal,
    });
  } catch (caught) {
    if (caught instanceof ApiRequestError) throw caught;
    // Anything else failed before the request left (signing needs a secure context).
    throw new ApiRequestError({ kind: 'network', code: 'network', message: String(caught) });
  }
  // Outside production the answer must match the contract; the build drops this branch.
  if (import.meta.env.DEV) await checkAnswer(route, data);
  return data as DataOf<R>;
}

/** One page of error groups, by last seen or by count. */
export function fetchErrorGroups(
  token: TeamToken,
  sort: MonitorGroupSort,
  pageNo: number,
  signal?: AbortSignal,
) {
  return callTeam(
    MONITORING_ROUTES.teamGroups,
    { pageNo, pageSize: TEAM_ERRORS_PAGE_SIZE, sort },
    token,
    signal,
  );
}

/** One group with its readable stack and latest reports. */
export function fetchErrorGroup(token: TeamToken, fingerprint: string, signal?: AbortSignal) {
  return callTeam(MONITORING_ROUTES.teamGroup, { fingerprint }, token, signal);
}

export const errorGroupsQuery = (token: TeamToken, sort: MonitorGroupSort) =>
  infiniteQueryOptions({
    queryKey: ['team', 'monitoring', 'groups', sort],
    queryFn: ({ pageParam, signal }) => fetchErrorGroups(token, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, loaded) => (last.pageInfoVO.hasMore ? loaded.length + 1 : undefined),
  });

export const errorGroupQuery = (token: TeamToken, fingerprint: string) =>
  queryOptions({
    queryKey: ['team', 'monitoring', 'group', fingerprint],
    queryFn: ({ signal }) => fetchErrorGroup(token, fingerprint, signal),
  });

/** The error groups, page by page. */
export function useErrorGroups(token: TeamToken, sort: MonitorGroupSort) {
  return useInfiniteQuery(errorGroupsQuery(token, sort));
}

/** One error group, while one is open. */
export function useErrorGroup(token: TeamToken, fingerprint: string | null) {
  return useQuery({ ...errorGroupQuery(token, fingerprint ?? ''), enabled: fingerprint !== null });
}
