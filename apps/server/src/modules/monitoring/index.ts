import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { createMonitoringRepository } from './repository.js';
import { monitoringRoutes } from './routes.js';
import { type MonitoringLimits, type MonitoringService, createMonitoringService } from './service.js';
import type { ServerModule } from '../module.js';

export type { MonitoringLimits } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Client error reports and monitoring configs (spec §8 "Monitoring"). */
    monitoring: MonitoringService;
  }
}

/** Decorates `app.monitoring`. */
const monitoringPlugin = fp<{ limits?: MonitoringLimits }>(
  async (app, { limits }) => {
    app.decorate('monitoring', createMonitoringService(createMonitoringRepository(app.db), app.log, limits));
  },
  { name: 'monitoring', dependencies: ['database'] },
);

/** The monitoring module: the clients' error and event sinks. Tests shrink its tables (`monitoring`). */
export const monitoringModule: ServerModule<{ monitoring?: MonitoringLimits }> = {
  name: 'monitoring',
  service: (app, build) => app.register(monitoringPlugin, { limits: build.monitoring }),
  routes: (app) => app.register(monitoringRoutes, { prefix: API_BASE }),
};
