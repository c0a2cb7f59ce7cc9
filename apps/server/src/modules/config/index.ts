import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { createConfigRepository } from './repository.js';
import { configRoutes } from './routes.js';
import { type ConfigService, createConfigService } from './service.js';
import type { ServerModule } from '../module.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote config keys and allow lists the client reads (`nodePublic/config/*`). */
    appConfig: ConfigService;
  }
}

/** Decorates `app.appConfig`. */
const appConfigPlugin = fp(
  async (app) => {
    app.decorate('appConfig', createConfigService(createConfigRepository(app.db, app.rawQuery)));
  },
  { name: 'app-config', dependencies: ['database'] },
);

/**
 * The remote config module: client config keys, the dev allow list, support contact. It seeds the
 * settings every server needs (seed/), first of all steps.
 */
export const configModule: ServerModule = {
  name: 'config',
  service: (app) => app.register(appConfigPlugin),
  routes: (app) => app.register(configRoutes, { prefix: API_BASE }),
  seedSteps: async () => (await import('../../seed/index.js')).SETTINGS_SEED_STEPS,
};
