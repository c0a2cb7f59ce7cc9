import { ANALYTICS_EVENTS_PER_DEVICE_MINUTE } from '@lahap/contract/analytics/context';
import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import type { ServerModule } from '../module.js';
import { createEventRepository } from './event-repository.js';
import { analyticsPartitionJob } from './jobs.js';
import { createMemoryRateBound, createRedisRateBound } from './rate-bound.js';
import { createReportRepository } from './report-repository.js';
import { analyticsRoutes } from './routes.js';
import { type AnalyticsService, createAnalyticsService } from './service.js';

export type { AnalyticsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clients' events, the funnel's paid orders and the team's usage report. */
    analytics: AnalyticsService;
  }
}

/** Decorates `app.analytics`; records the funnel's paid step from orders' own event. */
const analyticsPlugin = fp<{ now?: Clock; redisKeyPrefix: string }>(
  async (app, options) => {
    const limit = ANALYTICS_EVENTS_PER_DEVICE_MINUTE;
    const analytics = createAnalyticsService({
      events: createEventRepository(app.db, app.rawQuery),
      reports: createReportRepository(app.db),
      rateBound: app.redis
        ? createRedisRateBound(app.redis, options.redisKeyPrefix, limit, app.log)
        : createMemoryRateBound(limit),
      now: options.now ?? systemClock,
    });
    app.decorate('analytics', analytics);
    app.outbox.subscribe('order.paid', 'analytics.paid-order', async (event, tx) => {
      await analytics.recordPaid(event, tx);
    });
  },
  { name: 'analytics', dependencies: ['database', 'redis', 'outbox'] },
);

/** The analytics module: the clients' events, stored by day, and the team's usage report. */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  service: (app, build) =>
    app.register(analyticsPlugin, { now: build.now, redisKeyPrefix: `${build.redisNamespace}analytics:` }),
  routes: (app) => app.register(analyticsRoutes, { prefix: API_BASE }),
  jobs: [analyticsPartitionJob],
};
