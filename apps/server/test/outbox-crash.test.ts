import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import type { SettlementData, SubmitData } from '@lahap/contract/orders/purchase-schemas';
import type { OrderDetailData, PayCreateData } from '@lahap/contract/payments/schemas';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { buildApp } from '../src/app.js';
import { rowsOf } from './coupon-factories.js';
import { crash, crashEngines, crashWorld, readDatabase, startServer } from './server-process.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

for (const engine of crashEngines) {
  it(`[${engine.name}] an event committed by a server killed before delivering it is delivered once after the restart`, async () => {
    const { config, database, drop, env, product, post } = await crashWorld(engine);
    cleanups.push(drop);

    // A process that delivers nothing, not even a request's own events: the cancellation's
    // event is committed and left waiting.
    const first = await startServer({ ...env, OUTBOX_WORKER: '0', OUTBOX_DELIVER_NOW: '0' });
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
      await post(first.base, ORDER_PATHS.cancel, { orderId: order.orderId });
    } finally {
      await crash(first.child);
    }

    const deliveryState = (app: Awaited<ReturnType<typeof buildApp>>) =>
      rowsOf<{ name: string; delivered: boolean; attempts: number; charge: string }>(
        app,
        sql`select e.name, d.delivered_at is not null as delivered, d.attempts,
            (select status from payments where id = ${charge.paymentId}::bigint) as charge
          from outbox_deliveries d join outbox_events e on e.id = d.event_id
          where d.subscriber = 'payments.close-charge'`,
      );
    expect(await readDatabase(config, database, deliveryState)).toEqual([
      { name: 'order.cancelled', delivered: false, attempts: 0, charge: 'WAIT_PAY' },
    ]);

    // Restarted with its worker: the waiting event is delivered, and the charge closes.
    const second = await startServer(env);
    try {
      let detail: OrderDetailData | undefined;
      const deadline = Date.now() + 30_000;
      do {
        detail = await post<OrderDetailData>(second.base, PAYMENT_PATHS.orderDetail, {
          orderId: order.orderId,
        });
        if (detail.payment?.status === 'CLOSE') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      } while (Date.now() < deadline);
      expect(detail?.payment).toMatchObject({ paymentId: charge.paymentId, status: 'CLOSE' });
    } finally {
      await crash(second.child);
    }

    expect(await readDatabase(config, database, deliveryState)).toEqual([
      { name: 'order.cancelled', delivered: true, attempts: 1, charge: 'CLOSE' },
    ]);
  }, 240_000);
}
