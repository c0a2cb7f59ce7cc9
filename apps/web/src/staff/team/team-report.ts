import { ANALYTICS_ROUTES } from '@lahap/contract/analytics/routes';
import { addDays } from '@lahap/contract/analytics/report';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callTeam } from './team-client';

/** The ranges the usage view offers: the last so many Jakarta days, today included. */
export const USAGE_RANGES = [7, 14, 30] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];

/** The Jakarta days of the last `days` days, today the last. */
export function lastDays(days: number, nowMs = Date.now()): { from: string; to: string } {
  const to = jakartaDay(nowMs);
  return { from: addDays(to, -(days - 1)), to };
}

/** `POST team/analytics/report`: the team's usage report over `from`..`to`. */
export function fetchTeamReport(range: { from: string; to: string }, signal?: AbortSignal, token?: string) {
  return callTeam(ANALYTICS_ROUTES.report, range, { signal, token });
}

/** The report of the last `days` days; the previous range stays on screen while the next loads. */
export function useTeamReport(days: UsageRange) {
  const range = lastDays(days);
  return useQuery({
    queryKey: ['team', 'analytics-report', range.from, range.to],
    queryFn: ({ signal }) => fetchTeamReport(range, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
