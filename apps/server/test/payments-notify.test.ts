import { createHash, createHmac, randomUUID } from 'node:crypto';
import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import { ERROR_CODES } from '@lahap/contract/errors';
import { API_PATHS } from '@lahap/contract/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { deriveSecret } from '../src/lib/secrets.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/sandbox/sandbox-provider.js';
import { createVoucherProduct, openCharge } from './after-purchase-factories.js';
import { placeOrder } from './purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess } from './helper.js';

const NOTIFY = api(PAYMENT_PATHS.payNotify.replace(':provider', 'sandbox'));
const INFO = api(`${API_PATHS.configInfo}?key=explore_tab_allow_list`);
const LIMIT = 6;

/** Posts a raw webhook body from `from`, signed with the sandbox's key (or another one). */
async function postWebhook(
  app: FastifyInstance,
  raw: string,
  options: { from?: string; forge?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const key = options.forge ? Buffer.alloc(32, 7) : deriveSecret(app.config.jwtSecret, 'sandbox-webhook');
  return app.inject({
    method: 'POST',
    url: NOTIFY,
    remoteAddress: options.from ?? '198.51.100.10',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: createHmac('sha256', key).update(raw).digest('hex'),
    },
    payload: raw,
  });
}

/** A webhook body as the sandbox sends it; `fields` replace any of its fields. */
function eventBody(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    eventId: `evt_${randomUUID()}`,
    type: 'charge.paid',
    chargeRef: `sbx_${randomUUID()}`,
    merchantRef: '900000001',
    amount: 80_000,
    currency: 'IDR',
    occurredAt: new Date().toISOString(),
    ...fields,
  });
}

async function eventsWith(app: FastifyInstance, eventIds: readonly string[]): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    app,
    sql`select count(*)::int as n from payment_events where event_id in (${sql.join(
      eventIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows[0]?.n ?? 0;
}

describeEachEngine(
  "the provider's webhook and the per-address rate limit",
  (t) => {
    it('processes every signed webhook from one address, however many, while plain calls there are still limited', async () => {
      // One real charge, paid by the last webhook: the setup's few calls come from the default address.
      const user = await createUser(t.app);
      const product = await createVoucherProduct(t.app);
      const order = await placeOrder(t.app, user, { skuId: product.skuId });
      const paymentId = await openCharge(t.app, user, order.orderId);
      const [charge] = await rowsOf<{ provider_ref: string }>(
        t.app,
        sql`select provider_ref from payments where id = ${paymentId}::bigint`,
      );
      await t.app.db.execute(
        sql`update sandbox_charges set status = 'PAID' where ref = ${charge!.provider_ref}`,
      );

      // Other charges' news first (declines of charges this app does not hold: recorded, ignored).
      const from = '198.51.100.20';
      const eventIds: string[] = [];
      for (let i = 0; i < 3 * LIMIT; i += 1) {
        const eventId = `evt_${randomUUID()}`;
        eventIds.push(eventId);
        expectSuccess(await postWebhook(t.app, eventBody({ eventId, type: 'charge.declined' }), { from }));
      }
      const paid = `evt_${randomUUID()}`;
      expectSuccess(
        await postWebhook(
          t.app,
          eventBody({
            eventId: paid,
            chargeRef: charge!.provider_ref,
            merchantRef: paymentId,
            amount: order.payableAmount,
          }),
          { from },
        ),
      );
      expect(await eventsWith(t.app, [...eventIds, paid])).toBe(3 * LIMIT + 1);
      const [row] = await rowsOf<{ status: string }>(
        t.app,
        sql`select status from orders where id = ${order.orderId}::bigint`,
      );
      expect(row?.status).toBe('COMPLETED');

      // The same address's ordinary calls still have their RATE_LIMIT_MAX a minute.
      for (let i = 0; i < LIMIT; i += 1)
        expectSuccess(await t.app.inject({ url: INFO, remoteAddress: from }));
      expectRefusal(await t.app.inject({ url: INFO, remoteAddress: from }), 429, ERROR_CODES.RATE_LIMITED);
      // And its signed webhooks still go through.
      expectSuccess(await postWebhook(t.app, eventBody(), { from }));
    });

    it('refuses a badly signed webhook at once, and a flood of them from one address with 429', async () => {
      const from = '198.51.100.30';
      for (let i = 0; i < LIMIT; i += 1) {
        expectRefusal(
          await postWebhook(t.app, eventBody(), { from, forge: true }),
          401,
          ERROR_CODES.PAY_NOTIFY_REFUSED,
        );
      }
      const flooded = await postWebhook(t.app, eventBody(), { from, forge: true });
      expectRefusal(flooded, 429, ERROR_CODES.RATE_LIMITED);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
      // Unsigned, the same.
      const unsigned = await t.app.inject({
        method: 'POST',
        url: NOTIFY,
        remoteAddress: from,
        headers: { 'content-type': 'application/json' },
        payload: eventBody(),
      });
      expectRefusal(unsigned, 429, ERROR_CODES.RATE_LIMITED);
      // The provider's signed webhooks from that address are not held by the forger's flood.
      expectSuccess(await postWebhook(t.app, eventBody(), { from }));
    });
  },
  { redis: true, env: { RATE_LIMIT_MAX: String(LIMIT) } },
);

describeEachEngine(
  "the provider's own bound on its webhooks",
  (t) => {
    it('refuses signed webhooks over the per-provider bound with 429 and Retry-After, applying none of them', async () => {
      const declined = (eventId: string) => eventBody({ eventId, type: 'charge.declined' });
      const taken = Array.from({ length: 4 }, () => `evt_${randomUUID()}`);
      for (const [i, eventId] of taken.entries())
        expectSuccess(await postWebhook(t.app, declined(eventId), { from: `198.51.100.${40 + i}` }));
      expect(await eventsWith(t.app, taken)).toBe(4);
      const over = `evt_${randomUUID()}`;
      const refused = await postWebhook(t.app, declined(over), { from: '198.51.100.50' });
      expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await eventsWith(t.app, [over])).toBe(0);
      // A forged call is still answered for its signature, not for the provider's bound.
      expectRefusal(
        await postWebhook(t.app, declined(over), { from: '198.51.100.51', forge: true }),
        401,
        ERROR_CODES.PAY_NOTIFY_REFUSED,
      );
    });
  },
  { redis: true, payments: { notifyRateLimitMax: 4 } },
);

/** What no text column may hold: control characters (C0, DEL, C1) and halves of surrogate pairs. */
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const UNFIT = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/;

/** Warn lines the app logged, as objects. */
const warnLines: Record<string, unknown>[] = [];

describeEachEngine(
  'a validly signed webhook that says nothing the app can apply',
  (t) => {
    const malformed = [
      { name: 'a NUL in eventId', fields: { eventId: `evt_\u0000${randomUUID()}` } },
      { name: 'a NUL in chargeRef', fields: { chargeRef: `sbx_\u0000${randomUUID()}` } },
      { name: 'an escape in eventId', fields: { eventId: `evt_\u001b[31m${randomUUID()}` } },
      { name: 'a DEL in chargeRef', fields: { chargeRef: `sbx_\u007f${randomUUID()}` } },
      { name: 'a C1 control in eventId', fields: { eventId: `evt_\u0085${randomUUID()}` } },
      { name: 'a line feed in chargeRef', fields: { chargeRef: `sbx_\n${randomUUID()}` } },
      { name: 'a lone surrogate in eventId', fields: { eventId: `evt_\ud800${randomUUID()}` } },
      { name: 'an empty eventId', fields: { eventId: '' } },
      { name: 'a huge chargeRef', fields: { chargeRef: 'x'.repeat(10_000) } },
      { name: 'a number for eventId', fields: { eventId: 12345 } },
      { name: 'a text amount', fields: { amount: '80000' } },
      { name: 'an unknown type', fields: { type: 'charge.refunded' } },
    ];

    for (const { name, fields } of malformed) {
      it(`answers ${name} with a parameter error, applies nothing, and records it`, async () => {
        const before = await rowsOf<{ n: number }>(
          t.app,
          sql`select count(*)::int as n from payment_events where outcome <> 'MALFORMED'`,
        );
        const warnedBefore = warnLines.length;
        const raw = eventBody(fields);
        const answer = await postWebhook(t.app, raw);
        expectRefusal(answer, 400, ERROR_CODES.PARAMETER_ERROR);
        // A provider retrying it is answered the same, and recorded once.
        expectRefusal(await postWebhook(t.app, raw), 400, ERROR_CODES.PARAMETER_ERROR);
        const after = await rowsOf<{ n: number }>(
          t.app,
          sql`select count(*)::int as n from payment_events where outcome <> 'MALFORMED'`,
        );
        expect(after[0]?.n).toBe(before[0]?.n);
        // The record: one row, keyed by the body's digest, holding no control character.
        const recorded = await rowsOf<{ provider_ref: string; kind: string; amount: number | null }>(
          t.app,
          sql`select provider_ref, kind, amount from payment_events
            where event_id = ${`malformed:${createHash('sha256').update(raw).digest('hex')}`} and outcome = 'MALFORMED'`,
        );
        expect(recorded).toHaveLength(1);
        expect(`${recorded[0]!.provider_ref}${recorded[0]!.kind}`).not.toMatch(UNFIT);
        expect(recorded[0]!.provider_ref.length).toBeLessThanOrEqual(200);
        const warned = warnLines.slice(warnedBefore);
        expect(warned.some((line) => String(line.msg).includes('webhook'))).toBe(true);
      });
    }

    it('still applies a well-formed event after them', async () => {
      expectSuccess(await postWebhook(t.app, eventBody()));
    });
  },
  {
    logger: {
      level: 'warn',
      stream: {
        write: (line: string) => {
          warnLines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    },
  },
);
