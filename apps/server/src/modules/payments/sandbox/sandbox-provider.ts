import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { encodeQris } from '@lahap/contract/payments/qris';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { type Executor, rowsOf, timestampAt } from '../../../lib/sql-rows.js';
import type { ChargeState, PaymentEvent, PaymentProvider } from '../provider.js';
import { MalformedWebhookError } from '../webhook-input.js';

/** The header the sandbox signs its webhooks in: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The webhook body the sandbox sends, shaped like a real provider's. */
export interface SandboxEventBody {
  eventId: string;
  type: 'charge.paid' | 'charge.declined' | 'charge.expired';
  chargeRef: string;
  merchantRef: string;
  amount: number;
  currency: 'IDR';
  occurredAt: string;
}

const EVENT_KINDS: Readonly<Record<SandboxEventBody['type'], PaymentEvent['kind']>> = {
  'charge.paid': 'PAID',
  'charge.declined': 'FAILED',
  'charge.expired': 'EXPIRED',
};

/** A charge as the sandbox's bank-app page shows it. */
export interface SandboxCharge {
  ref: string;
  merchant_ref: string;
  pay_method: string;
  amount: number;
  description: string;
  return_url: string | null;
  status: 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELLED';
  expires_at_ms: number;
}

export interface SandboxOptions {
  db: Database;
  secret: Buffer;
  now: Clock;
  /** Posts a webhook to the app, as the provider's servers would. */
  send: (rawBody: string, signature: string) => Promise<void>;
  /**
   * When webhooks go out after a customer pays: `delayMs` after the approval, and once more
   * `repeatAfterMs` later (real providers repeat deliveries; the app must not mind). With
   * `delayMs` 0 the approval waits for the first delivery.
   */
  delivery: { delayMs: number; repeatAfterMs: number | null };
  /** The bank-app page of a payment, for e-wallet redirects. */
  pagePath: (paymentId: string) => string;
  /** Logs a delivery that failed (the app was down); the customer's status check reconciles it. */
  onDeliveryError: (error: unknown) => void;
}

const CHARGE_COLUMNS = sql`ref, merchant_ref, pay_method, amount, description, return_url, status,
  (extract(epoch from expires_at) * 1000)::float8 as expires_at_ms`;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The sandbox payment provider: it keeps its own books (`sandbox_charges`), issues real dynamic
 * QRIS payloads (EMVCo MPM with CRC-16/CCITT-FALSE) and e-wallet redirects to its bank-app page,
 * and reports payments by HMAC-signed webhooks — late and repeated when so configured — exactly
 * as a real provider calls the app. Demo mode only.
 */
export function createSandboxProvider(options: SandboxOptions) {
  const { db, secret, now } = options;
  const timers = new Set<NodeJS.Timeout>();
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');

  const post = async (body: SandboxEventBody) => {
    const raw = JSON.stringify(body);
    await options.send(raw, sign(raw));
  };

  /** Sends an event as configured: now or later, and once more later. */
  async function deliver(body: SandboxEventBody): Promise<void> {
    const later = (ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        post(body).catch(options.onDeliveryError);
      }, ms);
      timer.unref();
      timers.add(timer);
    };
    if (options.delivery.delayMs === 0) await post(body).catch(options.onDeliveryError);
    else later(options.delivery.delayMs);
    if (options.delivery.repeatAfterMs !== null)
      later(options.delivery.delayMs + options.delivery.repeatAfterMs);
  }

  async function latestOf(paymentId: string): Promise<SandboxCharge | undefined> {
    const rows = await rowsOf<SandboxCharge>(
      db,
      sql`select ${CHARGE_COLUMNS} from sandbox_charges where merchant_ref = ${paymentId}
        order by created_at desc limit 1`,
    );
    return rows[0];
  }

  /** A refund made earlier under our key. */
  async function refundOf(tx: Executor, refundKey: string): Promise<{ ref: string } | undefined> {
    const rows = await rowsOf<{ ref: string }>(
      tx,
      sql`select ref from sandbox_refunds where merchant_ref = ${refundKey}`,
    );
    return rows[0];
  }

  /** Settles a pending, unexpired charge as the customer decided; false when it was not pending. */
  async function settle(paymentId: string, to: 'PAID' | 'DECLINED'): Promise<SandboxCharge | undefined> {
    const at = now();
    const rows = await rowsOf<SandboxCharge>(
      db,
      sql`update sandbox_charges set status = ${to}, settled_at = ${timestampAt(at)}
        where ref = (select ref from sandbox_charges where merchant_ref = ${paymentId} order by created_at desc limit 1)
          and status = 'PENDING' and expires_at > ${timestampAt(at)}
        returning ${CHARGE_COLUMNS}`,
    );
    const charge = rows[0];
    if (charge) {
      await deliver({
        eventId: randomId('evt'),
        type: to === 'PAID' ? 'charge.paid' : 'charge.declined',
        chargeRef: charge.ref,
        merchantRef: charge.merchant_ref,
        amount: charge.amount,
        currency: 'IDR',
        occurredAt: new Date(at).toISOString(),
      });
    }
    return charge;
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createCharge(request) {
      const ref = randomId('sbx');
      const qrisPayload =
        request.payMethod === 'QRIS'
          ? encodeQris({
              merchantName: 'LAHAP',
              merchantCity: 'JAKARTA',
              postalCode: '10110',
              merchantCategoryCode: '5812',
              amount: request.amount,
              acquirerDomain: 'ID.CO.LAHAP.SANDBOX',
              merchantPan: '936000000000000001',
              merchantId: 'LAHAP0001',
              merchantCriteria: 'UBE',
              nmid: 'ID1026000000001',
              billNumber: request.paymentId,
              terminalLabel: 'LAHAPAPP',
            })
          : null;
      await db.execute(
        sql`insert into sandbox_charges (ref, merchant_ref, pay_method, amount, description, return_url, expires_at, created_at)
          values (${ref}, ${request.paymentId}, ${request.payMethod}, ${request.amount}, ${request.description},
            ${request.returnUrl}, ${timestampAt(request.expiresAt)}, ${timestampAt(now())})`,
      );
      return {
        providerRef: ref,
        qrisPayload,
        redirectUrl: request.payMethod === 'QRIS' ? null : options.pagePath(request.paymentId),
      };
    },

    verifyWebhook(headers, rawBody) {
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
      if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(rawBody), 'hex'))) return null;
      // Signed by the sandbox: from here on, what is wrong is the body, not who sent it.
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new MalformedWebhookError('body: not JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new MalformedWebhookError('body: not an event');
      }
      const body = parsed as Partial<Record<keyof SandboxEventBody, unknown>>;
      const kind =
        typeof body.type === 'string' && Object.hasOwn(EVENT_KINDS, body.type)
          ? EVENT_KINDS[body.type as SandboxEventBody['type']]
          : undefined;
      const wrong = (field: string, problem: string) =>
        new MalformedWebhookError(`body.${field}: ${problem}`, body.chargeRef);
      if (!kind) throw wrong('type', 'not an event type');
      if (typeof body.eventId !== 'string') throw wrong('eventId', 'must be a string');
      if (typeof body.chargeRef !== 'string') throw wrong('chargeRef', 'must be a string');
      if (typeof body.amount !== 'number' || !Number.isSafeInteger(body.amount)) {
        throw wrong('amount', 'must be a whole number');
      }
      return { eventId: body.eventId, providerRef: body.chargeRef, kind, amount: body.amount };
    },

    async chargeState(providerRef) {
      const rows = await rowsOf<SandboxCharge>(
        db,
        sql`select ${CHARGE_COLUMNS} from sandbox_charges where ref = ${providerRef}`,
      );
      const charge = rows[0];
      if (!charge) return null;
      const state: ChargeState =
        charge.status === 'PAID'
          ? 'PAID'
          : charge.status === 'DECLINED'
            ? 'FAILED'
            : charge.status === 'CANCELLED' || charge.expires_at_ms <= now()
              ? 'EXPIRED'
              : 'PENDING';
      return { state, amount: charge.amount };
    },

    async cancelCharge(providerRef) {
      await db.execute(
        sql`update sandbox_charges set status = 'CANCELLED', settled_at = ${timestampAt(now())}
          where ref = ${providerRef} and status = 'PENDING'`,
      );
    },

    async refund(providerRef, amount, refundKey) {
      const made = await db.transaction(async (tx) => {
        // The charge row is locked first, so the sum below (a statement after the lock, with its
        // own snapshot) sees every refund committed before: two refunds never add up to more.
        const charge = await rowsOf<{ amount: number }>(
          tx,
          sql`select amount from sandbox_charges where ref = ${providerRef} and status = 'PAID' for update`,
        );
        const earlier = await refundOf(tx, refundKey);
        if (earlier) return earlier;
        const paid = charge[0]?.amount;
        if (paid === undefined || amount <= 0) return undefined;
        const rows = await rowsOf<{ ref: string }>(
          tx,
          sql`insert into sandbox_refunds (ref, charge_ref, merchant_ref, amount, created_at)
            select ${randomId('rfd')}, ${providerRef}, ${refundKey}, ${amount}, ${timestampAt(now())}
            where (select coalesce(sum(amount), 0) from sandbox_refunds where charge_ref = ${providerRef}) + ${amount}
              <= ${paid}
            returning ref`,
        );
        return rows[0];
      });
      if (!made)
        throw new Error(
          `sandbox: charge ${providerRef} cannot refund ${amount} (not paid, or not that much left)`,
        );
      return { refundRef: made.ref };
    },
  };

  return {
    provider,
    /** The bank-app page's view of a payment's latest charge. */
    chargeOf: latestOf,
    /** The customer pays in the bank app; a second approval changes nothing. */
    approve: (paymentId: string) => settle(paymentId, 'PAID'),
    decline: (paymentId: string) => settle(paymentId, 'DECLINED'),
    /** What the sandbox's books say it took and gave back, for reconciling the ledger against. */
    async books(): Promise<{ charged: number; refunded: number }> {
      const rows = await rowsOf<{ charged: number; refunded: number }>(
        db,
        sql`select (select coalesce(sum(amount), 0)::float8 from sandbox_charges where status = 'PAID') as charged,
          (select coalesce(sum(amount), 0)::float8 from sandbox_refunds) as refunded`,
      );
      return rows[0] ?? { charged: 0, refunded: 0 };
    },
    /** Stops the deliveries still waiting (on shutdown). */
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type Sandbox = ReturnType<typeof createSandboxProvider>;
