// The claim storm's server: the real Lahap app on the engine it is given, plus two bench-only
// routes outside /api (so no client can reach them in the product) that make the customers and
// the batch and count what the storm left, and the claim floor: the same signed, logged-in claim
// answered from memory, through every plugin a claim passes (the session check included).
import { receiveBodySchema, receiveDataSchema } from '@lahap/contract/coupons/schemas';
import { API_BASE } from '@lahap/contract/paths';
import { buildApp } from '@lahap/server/dist/app.js';
import { loadConfig } from '@lahap/server/dist/config.js';
import { envelopeResponses, ok } from '@lahap/server/dist/lib/envelope.js';
import { sql } from 'drizzle-orm';
import { serveAsWorkers } from './cluster.mjs';
import { makeCouponBatch } from './fixtures.mjs';
import { makeCustomers } from './customers.mjs';

await serveAsWorkers(async () => {
  const app = await buildApp({
    config: loadConfig(process.env),
    seed: false,
    extraRoutes: (scope) => {
      scope.post('/bench/claims/setup', async (request) => {
        const { customers, quantity } = request.body;
        const tokens = await makeCustomers(app, customers);
        const batch = await makeCouponBatch(app.db, quantity);
        return { tokens, ...batch };
      });
      scope.get('/bench/claims/count', async (request) => {
        const result = await app.db.execute(
          sql`select (select count(*)::int from coupons where batch_id = ${request.query.batchId}::bigint) as coupons,
            (select remaining_quantity from coupon_batches where id = ${request.query.batchId}::bigint) as remaining`,
        );
        return result.rows[0];
      });
      scope.post(
        `${API_BASE}/bench/claim-floor`,
        {
          config: { auth: 'required' },
          schema: { body: receiveBodySchema, response: envelopeResponses(receiveDataSchema) },
        },
        async () => ok({ couponIds: ['700000001'] }),
      );
    },
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
});
