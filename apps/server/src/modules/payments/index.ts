import { PAYMENT_PATHS, payCodePagePath, sandboxPayPagePath } from '@lahap/contract/payments/paths';
import { CASHIER_PARTNER_CODE } from '@lahap/contract/constants';
import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { deriveSecret } from '../../lib/secrets.js';
import { SANDBOX_SIGNATURE_HEADER, type Sandbox, createSandboxProvider } from './sandbox/sandbox-provider.js';
import { sandboxRoutes } from './sandbox/sandbox-routes.js';
import { type PaymentsService, createPaymentsService } from './service.js';
import { refundRetryJob, unpaidOrderJob } from './jobs.js';
import { type PaymentRoutesOptions, paymentRoutes } from './routes.js';
import type { ServerModule } from '../module.js';

export type { PaymentRoutesOptions } from './routes.js';
export { refundRetryJob, unpaidOrderJob } from './jobs.js';
export type { PaymentsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cashier, charges, the payment state and the provider's webhook. */
    payments: PaymentsService;
    /** The sandbox provider's controls (the bank-app page's buttons); null with another provider. */
    paymentSandbox: Sandbox | null;
  }
}

export interface PaymentsModuleOptions {
  now?: Clock;
  /** When the sandbox sends its webhooks (default: at once, and again 2 s later). */
  sandboxDelivery?: { delayMs: number; repeatAfterMs: number | null };
}

/**
 * Decorates `app.payments` with the configured provider (PAYMENT_PROVIDER; only `sandbox` exists
 * so far) and, outside production, serves the sandbox's bank-app page.
 */
const paymentsPlugin = fp<PaymentsModuleOptions>(
  async (app, options) => {
    const now = options.now ?? systemClock;
    if (app.config.paymentProvider !== 'sandbox') {
      throw new Error(`PAYMENT_PROVIDER=${app.config.paymentProvider} is not available; use sandbox`);
    }
    const notifyPath = `${API_BASE}${PAYMENT_PATHS.payNotify.replace(':provider', 'sandbox')}`;
    const sandbox = createSandboxProvider({
      db: app.db,
      secret: deriveSecret(app.config.jwtSecret, 'sandbox-webhook'),
      now,
      // The provider's servers call the app over HTTP; the sandbox goes through the same routing in-process.
      send: async (rawBody, signature) => {
        const reply = await app.inject({
          method: 'POST',
          url: notifyPath,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: rawBody,
        });
        if (reply.statusCode !== 200) throw new Error(`webhook answered ${reply.statusCode}`);
      },
      delivery: options.sandboxDelivery ?? { delayMs: 0, repeatAfterMs: 2_000 },
      pagePath: sandboxPayPagePath,
      onDeliveryError: (error) => app.log.warn({ err: error }, 'sandbox webhook delivery failed'),
    });
    app.decorate('paymentSandbox', sandbox);
    app.decorate(
      'payments',
      createPaymentsService({
        db: app.db,
        orders: app.orders,
        outbox: app.outbox,
        provider: sandbox.provider,
        now,
        returnUrl: (orderId, paymentId) => payCodePagePath(orderId, paymentId, CASHIER_PARTNER_CODE),
        log: app.log,
      }),
    );
    if (!app.config.isProduction) await app.register(sandboxRoutes(sandbox, now));
    app.addHook('onClose', async () => sandbox.close());
  },
  { name: 'payments', dependencies: ['database', 'outbox', 'orders'] },
);

/**
 * The payments module: the cashier, charges, the provider's webhook, refunds, the ledger. Tests
 * time the sandbox's webhooks and bound the webhook's rate (`payments`).
 */
export const paymentsModule: ServerModule<{ payments?: PaymentsModuleOptions & PaymentRoutesOptions }> = {
  name: 'payments',
  service: (app, build) => app.register(paymentsPlugin, { now: build.now, ...build.payments }),
  routes: (app, build) =>
    app.register(paymentRoutes, { prefix: API_BASE, notifyRateLimitMax: build.payments?.notifyRateLimitMax }),
  jobs: [unpaidOrderJob, refundRetryJob],
};
