/**
 * Analytics and the team's views, as the server mounts them under `/api` (ours, docs/api.md).
 * Kept free of schemas so the web bundle can import it cheaply.
 */
export const ANALYTICS_PATHS = {
  /** A batch of events (signed; a beacon may sign in its query string). */
  events: '/analytics/events',
  /** The team's usage report over a range of Jakarta days (the team's admin token). */
  report: '/team/analytics/report',
  /** One device's events, in order (the team's admin token). */
  trail: '/team/analytics/trail',
} as const;
