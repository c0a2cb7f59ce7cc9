import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_META_NAME, resetClientConfig } from '@/shared/config/client-config';
import { foodOrderFooter } from './food-order-footer';

const CREATED = '2025-05-12T03:00:00.000Z';
const PAID = '2025-05-12T03:20:00.000Z';
const HOST = 'https://order.example.co.id';

function card(overrides: Partial<Parameters<typeof foodOrderFooter>[0]> = {}) {
  return {
    kind: 'PICKUP' as const,
    id: '7100000000000001',
    status: 'UNPAID' as const,
    qrCodeId: 'QR10000195P',
    createTime: CREATED,
    paidTime: null,
    ...overrides,
  };
}

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  resetClientConfig();
});

describe('a food card footer', () => {
  it('asks an unpaid pickup or delivery to be paid on its ordering page, dated when ordered', () => {
    const meta = document.createElement('meta');
    meta.name = CLIENT_CONFIG_META_NAME;
    meta.content = `{"appKey":"k","appSecret":"s","demo":false,"orderingHost":"${HOST}"}`;
    document.head.append(meta);
    for (const kind of ['PICKUP', 'DELIVERY'] as const) {
      expect(foodOrderFooter(card({ kind }))).toEqual({
        line: { kind: 'ordered', at: CREATED },
        action: { kind: 'payNow', href: `${HOST}/menuQr/order?orderId=7100000000000001` },
      });
    }
  });

  it('follows a paid order on its page, dated when paid', () => {
    const footer = foodOrderFooter(card({ kind: 'DELIVERY', status: 'DELIVERING', paidTime: PAID }));
    expect(footer.line).toEqual({ kind: 'paid', at: PAID });
    expect(footer.action).toEqual({
      kind: 'viewOrder',
      href: `${window.location.origin}/menuQr/order?orderId=7100000000000001`,
    });
  });

  it("goes back to an open table's menu by its QR code, dine-in", () => {
    const footer = foodOrderFooter(
      card({ kind: 'TABLE', id: '61', status: 'PARTLY_PAID', qrCodeId: 'QR10000195T3' }),
    );
    expect(footer.action).toEqual({
      kind: 'backToTable',
      href: `${window.location.origin}/menuQr?qrCodeId=QR10000195T3&orderFoodType=3`,
    });
    expect(footer.line).toEqual({ kind: 'ordered', at: CREATED });
  });

  it('offers nothing for a table whose sitting has closed', () => {
    const footer = foodOrderFooter(
      card({ kind: 'TABLE', id: '61', status: 'PAID', qrCodeId: null, paidTime: PAID }),
    );
    expect(footer).toEqual({ line: { kind: 'paid', at: PAID }, action: null });
  });
});
