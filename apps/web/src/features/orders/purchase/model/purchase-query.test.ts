import { describe, expect, it } from 'vitest';
import { clampQuantity, confirmOrderHref, readCheckoutQuery, readProductQuery } from './purchase-query';

const read = (query: string) => readProductQuery(new URLSearchParams(query));

describe('the buying screens’ query', () => {
  it('reads a voucher, a flash sale with its page, and the list entry', () => {
    expect(read('skuId=401')).toEqual({
      skuId: '401',
      isFlashSale: false,
      pageId: undefined,
      detailId: undefined,
      redEnvelopeId: undefined,
    });
    expect(read('skuId=401&isFlashSale=true&pageId=fs-1&detailId=77')).toMatchObject({
      isFlashSale: true,
      pageId: 'fs-1',
      detailId: '77',
    });
    expect(read('skuId=401&isFlashSale=1&pageId=fs-1')?.isFlashSale).toBe(true);
    expect(read('skuId=401&isFlashSale=false&pageId=fs-1')?.isFlashSale).toBe(false);
  });

  it('names no voucher without a decimal skuId, or for a flash sale without its page', () => {
    expect(read('')).toBeNull();
    expect(read('skuId=')).toBeNull();
    expect(read('skuId=12a')).toBeNull();
    expect(read('skuId=401&isFlashSale=true')).toBeNull();
    expect(read('skuId=401&isFlashSale=true&pageId=%20')).toBeNull();
  });

  it('keeps only a decimal red envelope id', () => {
    expect(read('skuId=401&redEnvelopeId=9001')?.redEnvelopeId).toBe('9001');
    expect(read('skuId=401&redEnvelopeId=abc')?.redEnvelopeId).toBeUndefined();
  });

  it('reads a quantity within 1..ORDER_MAX_QUANTITY, 1 when absent or odd', () => {
    const quantity = (query: string) => readCheckoutQuery(new URLSearchParams(`skuId=401${query}`))?.quantity;
    expect(quantity('')).toBe(1);
    expect(quantity('&quantity=3')).toBe(3);
    expect(quantity('&quantity=0')).toBe(1);
    expect(quantity('&quantity=99')).toBe(10);
    expect(quantity('&quantity=2.7')).toBe(2);
    expect(quantity('&quantity=lots')).toBe(1);
  });

  it('clamps to the most the customer may buy now', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
    expect(clampQuantity(20, 50)).toBe(10);
  });

  it('leads Buy now to confirm order with the flash sale and the envelope', () => {
    expect(confirmOrderHref({ skuId: '401', isFlashSale: false })).toBe('/platform/confirmOrder?skuId=401');
    expect(
      confirmOrderHref({
        skuId: '401',
        isFlashSale: true,
        pageId: 'fs-1',
        detailId: '77',
        redEnvelopeId: '9001',
      }),
    ).toBe('/platform/confirmOrder?skuId=401&isFlashSale=true&pageId=fs-1&redEnvelopeId=9001');
  });
});
