import { SANDBOX_PAY_PATH } from '@lahap/contract/payments/paths';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../lib/clock.js';
import { sandboxPage } from './sandbox-page.js';
import type { Sandbox } from './sandbox-provider.js';

/**
 * The sandbox's bank-app page and its two buttons (demo mode only, outside /api: no app
 * signature, as it plays the customer's bank). Pay and Decline settle the charge once and make
 * the sandbox send its webhook; then the page shows the outcome with a way back to Lahap.
 */
export function sandboxRoutes(sandbox: Sandbox, now: Clock): FastifyPluginAsync {
  return async (app) => {
    // The page's forms post no fields; their body is read and ignored.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    const paymentIdOf = (params: unknown) => String((params as { paymentId: string }).paymentId).slice(0, 40);

    app.get(`${SANDBOX_PAY_PATH}/:paymentId`, async (request, reply) => {
      const paymentId = paymentIdOf(request.params);
      const charge = /^\d{1,19}$/.test(paymentId) ? await sandbox.chargeOf(paymentId) : undefined;
      return reply
        .code(charge ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxPage(charge, paymentId, now()));
    });

    for (const decision of ['approve', 'decline'] as const) {
      app.post(`${SANDBOX_PAY_PATH}/:paymentId/${decision}`, async (request, reply) => {
        const paymentId = paymentIdOf(request.params);
        if (/^\d{1,19}$/.test(paymentId)) {
          await (decision === 'approve' ? sandbox.approve(paymentId) : sandbox.decline(paymentId));
        }
        // Back to the page, which shows what happened (a second tap changes nothing).
        return reply.redirect(`${SANDBOX_PAY_PATH}/${encodeURIComponent(paymentId)}`, 303);
      });
    }
  };
}
