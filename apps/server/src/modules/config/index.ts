import fp from 'fastify-plugin';
import { createConfigRepository } from './repository.js';
import { type ConfigService, createConfigService } from './service.js';

export { configRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote config keys and allow lists the client reads (`nodePublic/config/*`). */
    appConfig: ConfigService;
  }
}

/** The remote config module: decorates `app.appConfig`; its calls are `configRoutes`. */
export const configModule = fp(
  async (app) => {
    app.decorate('appConfig', createConfigService(createConfigRepository(app.db, app.rawQuery)));
  },
  { name: 'app-config', dependencies: ['database'] },
);
