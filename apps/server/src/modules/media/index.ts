import fp from 'fastify-plugin';
import { type ImageService, type ImageServiceOptions, createImageService } from './image-service.js';

export { mediaRoutes } from './routes.js';

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

/** The media module: decorates `app.media`; its calls are `mediaRoutes`. */
export const mediaModule = fp<MediaModuleOptions>(
  async (app, options) => {
    app.decorate(
      'media',
      createImageService(app.storage, { cacheDir: app.config.imageCacheDir, onEncode: options.onEncode }),
    );
  },
  { name: 'media', dependencies: ['config', 'storage'] },
);
