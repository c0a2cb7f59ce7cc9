import { createHmac, randomUUID } from 'node:crypto';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import type { SettlementData, SubmitData } from '@lahap/contract/orders/purchase-schemas';
import type { PayCreateData } from '@lahap/contract/payments/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { deriveSecret } from '../src/lib/secrets.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/sandbox/sandbox-provider.js';
import { rowsOf } from './coupon-factories.js';
import { api } from './helper.js';
import {
  crash,
  crashEngines,
  crashWorld,
  readDatabase as readTheDatabase,
  startServer,
} from './server-process.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

for (const engine of crashEngines) {
  it(`[${engine.name}] a server killed between the charge and the webhook pays the order once after restarting`, async () => {
    const { config, database, drop, env, product, post } = await crashWorld(engine);
    cleanups.push(drop);

    const first = await startServer(env);
    let order: SubmitData;
    let charge: PayCreateData;
    try {
      const priced = await post<SettlementData>(first.base, ORDER_PATHS.settlement, {
        skuId: product.skuId,
        quantity: 1,
        settlementType: 'COMMON',
      });
      order = await post<SubmitData>(first.base, ORDER_PATHS.submit, {
        settlementToken: priced.settlementToken,
      });
      charge = await post<PayCreateData>(first.base, PAYMENT_PATHS.payCreate, {
        orderId: order.orderId,
        payMethod: 'QRIS',
      });
    } finally {
      await crash(first.child);
    }

    // PGlite is one process's: the database is read with the server down.
    const readDatabase = <T>(read: Parameters<typeof readTheDatabase<T>>[2]) =>
      readTheDatabase(config, database, read);
    const ref = await readDatabase(async (app) => {
      const [payment] = await rowsOf<{ provider_ref: string }>(
        app,
        sql`select provider_ref from payments where id = ${charge.paymentId}::bigint`,
      );
      const providerRef = payment!.provider_ref;
      // The bank took the money while the server was down: the provider's books say paid.
      await app.db.execute(sql`update sandbox_charges set status = 'PAID' where ref = ${providerRef}`);
      return providerRef;
    });

    // The customer paid while the server was down; the provider delivers its webhook, twice, once it is back.
    const second = await startServer(env);
    try {
      const raw = JSON.stringify({
        eventId: `evt_${randomUUID()}`,
        type: 'charge.paid',
        chargeRef: ref,
        merchantRef: charge.paymentId,
        amount: charge.amount,
        currency: 'IDR',
        occurredAt: new Date().toISOString(),
      });
      const signature = createHmac('sha256', deriveSecret(config.jwtSecret, 'sandbox-webhook'))
        .update(raw)
        .digest('hex');
      for (let delivery = 0; delivery < 2; delivery += 1) {
        const answer = await fetch(
          `${second.base}${api(PAYMENT_PATHS.payNotify.replace(':provider', 'sandbox'))}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
            body: raw,
          },
        );
        expect(answer.status).toBe(200);
      }
    } finally {
      await crash(second.child);
    }

    const state = await readDatabase(async (app) => {
      const [row] = await rowsOf<Record<string, number | string>>(
        app,
        sql`select (select status from orders where id = ${order.orderId}::bigint) as status,
          (select count(*)::int from orders) as orders,
          (select count(*)::int from payments where status = 'PAY_SUCCESS') as paid,
          (select count(*)::int from ledger_entries where kind = 'CHARGE') as charges,
          (select remaining_stock from products where id = ${product.productId}::bigint) as stock,
          (select sold_count from products where id = ${product.productId}::bigint) as sold`,
      );
      return row;
    });
    expect(state).toEqual({ status: 'COMPLETED', orders: 1, paid: 1, charges: 1, stock: 4, sold: 1 });
  }, 240_000);
}
