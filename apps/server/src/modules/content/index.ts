import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import type { ServerModule } from '../module.js';
import { makeMissingClips } from './clip-maker.js';
import { createFeedTokens } from './feed-token.js';
import { createContentRepository } from './repository.js';
import { contentRoutes } from './routes.js';
import { type ContentService, createContentService } from './service.js';

export { ATTRIBUTION_WINDOW_MS, videoUrlOf } from './service.js';
export { renderClip } from './clip-render.js';
export { makeMissingClips } from './clip-maker.js';
export { createContentRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The explore feed, the player's clips and the videos' funnel. */
    content: ContentService;
  }
}

/** Decorates `app.content`; counts paid orders for videos; makes missing clips once listening. */
const contentPlugin = fp<{ now?: Clock }>(
  async (app, options) => {
    const videos = createContentRepository(app.rawQuery);
    const content = createContentService({
      db: app.db,
      videos,
      tokens: createFeedTokens(app.config.jwtSecret),
      now: options.now ?? systemClock,
    });
    app.decorate('content', content);

    // The funnel's last step: orders never learn where a customer came from; a tap on Buy does.
    app.outbox.subscribe('order.paid', 'content.count-paid', async (event, tx) => {
      await content.attributePaid(event, tx);
    });

    // Only a listening server makes clips (tests inject and never listen): after the start, in
    // the background, stopped when the server closes.
    const stop = new AbortController();
    let making: Promise<unknown> = Promise.resolve();
    app.addHook('onListen', async () => {
      making = makeMissingClips({ videos, storage: app.storage, log: app.log }, stop.signal).then(
        (made) => {
          if (made > 0) app.log.info({ clips: made }, 'made the feed clips');
        },
        (error: unknown) => {
          if (!stop.signal.aborted) app.log.warn({ err: error }, 'could not make the feed clips');
        },
      );
    });
    app.addHook('onClose', async () => {
      stop.abort();
      await making;
    });
  },
  { name: 'content', dependencies: ['database', 'outbox', 'storage', 'config'] },
);

/** The content module: the explore feed and the videos that sell. */
export const contentModule: ServerModule = {
  name: 'content',
  service: (app, build) => app.register(contentPlugin, { now: build.now }),
  routes: (app) => app.register(contentRoutes, { prefix: API_BASE, funnelReport: !app.config.isProduction }),
  // The demo's videos over its food pictures, some selling its vouchers; the explore tab on.
  seedSteps: async () => [(await import('../../demo/videos.js')).contentDemoSeed],
};
