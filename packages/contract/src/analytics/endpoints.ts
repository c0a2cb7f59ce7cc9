import { endpoint } from '../endpoint.js';
import { ANALYTICS_ROUTES as R } from './routes.js';
import { analyticsAcceptedSchema, analyticsEventsBodySchema } from './schemas.js';

export const ANALYTICS_ENDPOINTS = {
  events: endpoint(R.events, {
    body: analyticsEventsBodySchema,
    data: analyticsAcceptedSchema,
    summary: 'Analytics events: page views, taps, the purchase path and Web Vitals (ours)',
    tag: 'analytics',
  }),
} as const;
