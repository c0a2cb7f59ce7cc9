import { endpoint } from '../endpoint.js';
import { ANALYTICS_TRAIL_MAX } from './report.js';
import { ANALYTICS_ROUTES as R } from './routes.js';
import {
  analyticsAcceptedSchema,
  analyticsEventsBodySchema,
  analyticsReportBodySchema,
  analyticsReportSchema,
  analyticsTrailBodySchema,
  analyticsTrailSchema,
} from './schemas.js';

export const ANALYTICS_ENDPOINTS = {
  events: endpoint(R.events, {
    body: analyticsEventsBodySchema,
    data: analyticsAcceptedSchema,
    summary: 'Analytics events: page views, taps, the purchase path and Web Vitals (ours)',
    tag: 'analytics',
  }),
  report: endpoint(R.report, {
    body: analyticsReportBodySchema,
    data: analyticsReportSchema,
    summary:
      "The team's usage report over Jakarta days: daily users, the purchase funnel per day and language, searches that found nothing, p75 Web Vitals per route (ours)",
    tag: 'analytics',
  }),
  trail: endpoint(R.trail, {
    body: analyticsTrailBodySchema,
    data: analyticsTrailSchema,
    summary: `One device's events over Jakarta days, as stored, oldest first: its latest ${ANALYTICS_TRAIL_MAX}, for the team (ours)`,
    tag: 'analytics',
  }),
} as const;
