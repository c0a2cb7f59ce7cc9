/**
 * The team's error view (ours, docs/api.md "Errors the team sees", docs/monitoring.md), as the
 * server mounts it under `/api`. Kept free of schemas so the web bundle can import it cheaply.
 */
export const MONITORING_TEAM_PATHS = {
  /** The error groups, a page at a time, by last seen or by count. */
  groups: '/team/monitoring/groups',
  /** One group with its readable (source-mapped) stack and its latest reports. */
  group: '/team/monitoring/group',
} as const;
