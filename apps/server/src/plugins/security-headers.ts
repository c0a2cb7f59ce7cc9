import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_PAINT_GATE_CSP_SOURCE } from '../lib/first-paint-gate.js';

/**
 * The CSP fits the React SPA with antd-mobile (inline styles), generated images (data:/blob:)
 * and the service worker; no inline script but the first paint's gate (lib/first-paint-gate.ts),
 * allowed by its hash. upgrade-insecure-requests is left out so the app
 * still works over plain HTTP on a LAN address.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", FIRST_PAINT_GATE_CSP_SOURCE],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
    },
  },
};

/**
 * The headers @fastify/helmet sends with HELMET_OPTIONS, read once from a throwaway instance.
 * They are the same for every request (no per-route options, no CSP nonces), but the plugin
 * rebuilds the helmet middleware and re-renders the CSP on each request.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const { headers: withHelmet } = await probe.inject('/');
    const bare = Fastify({ logger: false });
    bare.get('/', async () => '');
    const { headers: without } = await bare.inject('/');
    await bare.close();
    const added: Record<string, string> = {};
    for (const [name, value] of Object.entries(withHelmet)) {
      if (name in without || value === undefined) continue;
      added[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return added;
  } finally {
    await probe.close();
  }
}

/** Security headers for everything served, set from one precomputed set per answer. */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = await helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
