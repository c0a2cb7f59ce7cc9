import { route } from '../endpoint.js';
import { ANALYTICS_PATHS } from './paths.js';
import type * as S from './schemas.js';

/**
 * Analytics: anyone may send (guests too), signed like every call; events carry their own ids,
 * so a batch sent again after a lost answer is stored once and the replay guard lets it through.
 */
export const ANALYTICS_ROUTES = {
  events: route<typeof S.analyticsEventsBodySchema, undefined, typeof S.analyticsAcceptedSchema>({
    method: 'POST',
    path: ANALYTICS_PATHS.events,
    idempotent: true,
  }),
  /** The team's usage report: daily users, the purchase funnel, empty searches, Web Vitals. */
  report: route<typeof S.analyticsReportBodySchema, undefined, typeof S.analyticsReportSchema>({
    method: 'POST',
    path: ANALYTICS_PATHS.report,
    auth: 'team',
  }),
  /** One device's events as stored, oldest first: following a customer's report of a problem. */
  trail: route<typeof S.analyticsTrailBodySchema, undefined, typeof S.analyticsTrailSchema>({
    method: 'POST',
    path: ANALYTICS_PATHS.trail,
    auth: 'team',
  }),
} as const;
