import type { ServerModule } from '../module.js';
import { systemRoutes } from './routes.js';

/**
 * Health and readiness: calls only, with no service other modules use. Its probes answer at the
 * root, outside /api and its envelope, where a load balancer asks.
 */
export const systemModule: ServerModule = {
  name: 'system',
  routes: (app) => app.register(systemRoutes),
};
