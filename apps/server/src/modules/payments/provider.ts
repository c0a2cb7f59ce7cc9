import type { PayMethod } from '@lahap/contract/enums';

/** What the app asks a provider to charge. */
export interface ChargeRequest {
  /** Our payment id: the provider's merchant reference. */
  paymentId: string;
  amount: number;
  payMethod: PayMethod;
  /** Epoch ms; the provider refuses to take the money after it. */
  expiresAt: number;
  /** What the customer's bank app shows. */
  description: string;
  /** Where an e-wallet sends the customer back to. */
  returnUrl: string;
}

export interface Charge {
  /** The provider's id of the charge. */
  providerRef: string;
  /** QRIS: the EMVCo payload to draw. */
  qrisPayload: string | null;
  /** E-wallets: where the customer approves it. */
  redirectUrl: string | null;
}

/** A webhook's news about a charge. */
export interface PaymentEvent {
  /** Unique per event at the provider: a repeat of it changes nothing. */
  eventId: string;
  providerRef: string;
  kind: 'PAID' | 'FAILED' | 'EXPIRED';
  amount: number;
}

export type ChargeState = 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';

/**
 * A payment provider (ARCHITECTURE §6): create a charge (a QRIS payload or an e-wallet redirect),
 * verify its webhooks, ask a charge's state, cancel and refund. The sandbox is the default; a
 * Midtrans- or Xendit-shaped provider implements the same.
 */
export interface PaymentProvider {
  readonly name: string;
  createCharge(request: ChargeRequest): Promise<Charge>;
  /**
   * The event a webhook carries, or null when its signature does not verify. A webhook that
   * verifies but is not an event (bad JSON, a missing or mistyped field) throws a
   * MalformedWebhookError (webhook-input.ts): the provider sent it, so it is answered 4xx and
   * recorded, not taken for a forgery.
   */
  verifyWebhook(
    headers: Readonly<Record<string, string | string[] | undefined>>,
    rawBody: string,
  ): PaymentEvent | null;
  /** The charge's state as the provider knows it, for when a webhook is late or lost. */
  chargeState(providerRef: string): Promise<{ state: ChargeState; amount: number } | null>;
  /** Stops a charge from being paid (another method was chosen); best effort. */
  cancelCharge(providerRef: string): Promise<void>;
  /**
   * Gives back `amount` of a paid charge's money (all of it, or part: several refunds may
   * follow one charge, never more than it took); the provider's id of the refund. `refundKey` is
   * ours and makes it idempotent: asking again with the same key answers the same refund.
   */
  refund(providerRef: string, amount: number, refundKey: string): Promise<{ refundRef: string }>;
}
