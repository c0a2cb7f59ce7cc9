import { encodeQris } from '@lahap/contract/payments/qris';
import type { CashierData, PayCreateData, PayStatusData } from '@lahap/contract/payments/schemas';
import type { PayMethod, PaymentStatus } from '@lahap/contract/enums';

const MINUTE_MS = 60_000;

export const ORDER_ID = '910000000001';
export const PAYMENT_ID = '920000000001';

/** The cashier of a Rp 75.000 order, every method on offer, 15 minutes left to pay. */
export function cashierFixture(overrides: Partial<CashierData> = {}): CashierData {
  return {
    orderId: ORDER_ID,
    amount: 75_000,
    payDeadline: new Date(Date.now() + 15 * MINUTE_MS).toISOString(),
    productName: { 'id-ID': 'Paket Sate Ayam untuk 2', 'en-US': 'Chicken satay for 2' },
    methods: (['QRIS', 'GOPAY', 'OVO', 'DANA', 'SHOPEEPAY'] as const).map((payMethod) => ({
      payMethod,
      available: true,
      block: null,
    })),
    openPayment: null,
    ...overrides,
  };
}

/** An order above the QRIS limit: QRIS is greyed, the e-wallets remain. */
export function overQrisLimitFixture(): CashierData {
  const base = cashierFixture({ amount: 12_500_000 });
  return {
    ...base,
    methods: base.methods.map((method) =>
      method.payMethod === 'QRIS' ? { ...method, available: false, block: 'QRIS_LIMIT' } : method,
    ),
  };
}

/** A dynamic QRIS payload for the amount, as the server builds it. */
export function qrisPayload(amount: number): string {
  return encodeQris({
    merchantName: 'Lahap',
    merchantCity: 'JAKARTA',
    merchantCategoryCode: '5812',
    amount,
    acquirerDomain: 'ID.CO.LAHAP.WWW',
    merchantPan: '9360000812345678901',
    merchantId: 'LAHAP0001',
    merchantCriteria: 'UMI',
    nmid: 'ID1020039201923',
    billNumber: PAYMENT_ID,
  });
}

/** An open charge with the method: a QRIS payload, or the e-wallet's approval page. */
export function chargeFixture(
  payMethod: PayMethod = 'QRIS',
  overrides: Partial<PayCreateData> = {},
): PayCreateData {
  return {
    paymentId: PAYMENT_ID,
    payMethod,
    amount: 75_000,
    qrisPayload: payMethod === 'QRIS' ? qrisPayload(75_000) : null,
    redirectUrl: payMethod === 'QRIS' ? null : `https://wallet.example/approve/${PAYMENT_ID}`,
    expiresAt: new Date(Date.now() + 10 * MINUTE_MS).toISOString(),
    ...overrides,
  };
}

export function statusFixture(payStatus: PaymentStatus): PayStatusData {
  return {
    orderId: ORDER_ID,
    payStatus,
    orderStatus: payStatus === 'PAY_SUCCESS' ? 'COMPLETED' : payStatus === 'CLOSE' ? 'CANCEL' : 'SUBMIT',
    paymentId: PAYMENT_ID,
  };
}
