import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import { createMonitoringRepository } from './repository.js';
import { monitoringRoutes } from './routes.js';
import { type MonitoringLimits, type MonitoringService, createMonitoringService } from './service.js';
import { createSourceMaps } from './source-maps.js';
import type { ServerModule } from '../module.js';

export type { MonitoringLimits } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Client error reports, their groups and monitoring configs (spec §8 "Monitoring"). */
    monitoring: MonitoringService;
  }
}

/** Decorates `app.monitoring`. */
const monitoringPlugin = fp<{ limits?: MonitoringLimits; now?: Clock }>(
  async (app, { limits, now }) => {
    const sourceMaps = createSourceMaps(app.config.sourceMapDir, { now });
    app.decorate(
      'monitoring',
      createMonitoringService(createMonitoringRepository(app.db), sourceMaps, app.log, limits, now),
    );
  },
  { name: 'monitoring', dependencies: ['database'] },
);

/**
 * The monitoring module: the clients' error and event sinks, the error groups and the team's
 * view of them. Tests shrink its tables (`monitoring`).
 */
export const monitoringModule: ServerModule<{ monitoring?: MonitoringLimits }> = {
  name: 'monitoring',
  service: (app, build) => app.register(monitoringPlugin, { limits: build.monitoring, now: build.now }),
  routes: (app) => app.register(monitoringRoutes, { prefix: API_BASE }),
};
