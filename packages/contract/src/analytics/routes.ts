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
} as const;
