import fp from 'fastify-plugin';
import type { ServerModule } from '../module.js';
import { previewRoutes } from './routes.js';
import type { InviterLookup } from './subjects.js';

export type { Inviter, InviterLookup } from './subjects.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared links that preview: what other modules may tell the previews. */
    linkPreviews: {
      /**
       * Replaces how the invitation previews learn who sent a code (name, and language if
       * kept); by default the invitations module tells them.
       */
      useInviters(lookup: InviterLookup): void;
      /** The lookup last given, or null. */
      inviters(): InviterLookup | null;
    };
  }
}

/** Decorates `app.linkPreviews`. */
const linkPreviewsPlugin = fp(
  async (app) => {
    // Who sent a code, from the invitations module; a test may put another lookup in its place.
    let lookup: InviterLookup | null = (inviteCode) => app.invitations.inviter(inviteCode);
    app.decorate('linkPreviews', {
      useInviters(next: InviterLookup) {
        lookup = next;
      },
      inviters: () => lookup,
    });
  },
  { name: 'previews', dependencies: ['store', 'catalog', 'discovery', 'coupons', 'storage', 'invitations'] },
);

/**
 * The previews module: Open Graph and Twitter tags on the shareable pages' HTML and the images
 * they name (`/og/<kind>/<id>.jpg`). It reads the other modules' public services only.
 */
export const previewsModule: ServerModule = {
  name: 'previews',
  service: (app) => app.register(linkPreviewsPlugin),
  routes: (app) => app.register(async (scope) => previewRoutes(scope, () => app.linkPreviews.inviters())),
};
