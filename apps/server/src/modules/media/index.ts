import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type ImageService, type ImageServiceOptions, createImageService } from './image-service.js';
import { mediaRoutes } from './routes.js';
import type { ServerModule } from '../module.js';

export interface MediaModuleOptions {
  /** Called once per actual encode of a resized copy (tests count them). */
  onEncode?: ImageServiceOptions['onEncode'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded avatars and resized copies of stored images. */
    media: ImageService;
  }
}

/** Decorates `app.media`. */
const mediaPlugin = fp<MediaModuleOptions>(
  async (app, options) => {
    app.decorate(
      'media',
      createImageService(app.storage, { cacheDir: app.config.imageCacheDir, onEncode: options.onEncode }),
    );
  },
  { name: 'media', dependencies: ['config', 'storage'] },
);

/** The media module: uploads and the image resize endpoint. Tests hook its encodes (`media`). */
export const mediaModule: ServerModule<{ media?: MediaModuleOptions }> = {
  name: 'media',
  service: (app, build) => app.register(mediaPlugin, build.media ?? {}),
  routes: (app) => app.register(mediaRoutes, { prefix: API_BASE }),
};
