import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers for everything served. The CSP fits the React SPA with antd-mobile (inline
 * styles), generated images (data:/blob:) and the service worker; no inline scripts.
 * upgrade-insecure-requests is left out so the app still works over plain HTTP on a LAN address.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
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
    });
  },
  { name: 'security-headers' },
);
