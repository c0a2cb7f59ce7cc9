// The claim storm's server: the real Lahap app on the engine it is given, plus two bench-only
// routes outside /api (so no client can reach them in the product) that make the customers and
// the batch and count what the storm left, and the claim floor: the same signed, logged-in claim
// answered from memory, through every plugin a claim passes (the session check included).
import { receiveBodySchema, receiveDataSchema } from '@lahap/contract/coupons/schemas';
import { API_BASE } from '@lahap/contract/paths';
import { buildApp } from '@lahap/server/dist/app.js';
import { loadConfig } from '@lahap/server/dist/config.js';
import { couponBatches, couponTemplates } from '@lahap/server/dist/db/schema/index.js';
import { envelopeResponses, ok } from '@lahap/server/dist/lib/envelope.js';
import { sql } from 'drizzle-orm';
import { makeCustomers } from './customers.mjs';

const DAY_MS = 86_400_000;

const app = await buildApp({
  config: loadConfig(process.env),
  seed: false,
  extraRoutes: (scope) => {
    scope.post('/bench/claims/setup', async (request) => {
      const { customers, quantity } = request.body;
      const run = Date.now();
      const tokens = await makeCustomers(app, customers);
      const templateId = 90_000_000 + (run % 1_000_000);
      await app.db.insert(couponTemplates).values({
        id: templateId,
        merchantId: 1,
        name: { 'id-ID': 'Kupon badai' },
        subtitle: {},
        logoUrl: '',
        discountAmount: 10_000,
        validDays: 7,
      });
      await app.db.insert(couponBatches).values({
        id: templateId,
        templateId,
        totalQuantity: quantity,
        remainingQuantity: quantity,
        receiveTimesLimit: 1,
        startsAt: new Date(run - DAY_MS),
        endsAt: new Date(run + DAY_MS),
      });
      return { tokens, batchId: String(templateId), templateId: String(templateId) };
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
