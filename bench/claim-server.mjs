// The claim storm's server: the real Lahap app on the engine it is given, plus two bench-only
// routes outside /api (so no client can reach them in the product) that make the customers and
// the batch and count what the storm left, and the claim floor: the same signed, logged-in claim
// answered from memory, through every plugin a claim passes (the session check included).
import { receiveBodySchema, receiveDataSchema } from '@lahap/contract/coupons/schemas';
import { API_BASE } from '@lahap/contract/paths';
import { envelopeResponses, ok } from '@lahap/server/dist/lib/envelope.js';
import { sql } from 'drizzle-orm';
import { serveBenchApp } from './cluster.mjs';
import { makeCouponBatch } from './fixtures.mjs';
import { makeCustomers } from './customers.mjs';

await serveBenchApp(
  (app) => {
    app.post('/bench/claims/setup', async (request) => {
      const { customers, quantity } = request.body;
      const tokens = await makeCustomers(app, customers);
      const batch = await makeCouponBatch(app.db, quantity);
      return { tokens, ...batch };
    });
    app.get('/bench/claims/count', async (request) => {
      const result = await app.db.execute(
        sql`select (select count(*)::int from coupons where batch_id = ${request.query.batchId}::bigint) as coupons,
        (select remaining_quantity from coupon_batches where id = ${request.query.batchId}::bigint) as remaining`,
      );
      return result.rows[0];
    });
    app.post(
      `${API_BASE}/bench/claim-floor`,
      {
        config: { auth: 'required' },
        schema: { body: receiveBodySchema, response: envelopeResponses(receiveDataSchema) },
      },
      async () => ok({ couponIds: ['700000001'] }),
    );
  },
  { seed: false },
);
