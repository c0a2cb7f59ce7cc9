import fp from 'fastify-plugin';
import { createMonitoringRepository } from './repository.js';
import { type MonitoringLimits, type MonitoringService, createMonitoringService } from './service.js';

export type { MonitoringLimits } from './service.js';
export { monitoringRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Client error reports and monitoring configs (spec §8 "Monitoring"). */
    monitoring: MonitoringService;
  }
}

/** The monitoring module: decorates `app.monitoring`; its calls are `monitoringRoutes`. */
export const monitoringModule = fp<{ limits?: MonitoringLimits }>(
  async (app, { limits }) => {
    app.decorate('monitoring', createMonitoringService(createMonitoringRepository(app.db), app.log, limits));
  },
  { name: 'monitoring', dependencies: ['database'] },
);
