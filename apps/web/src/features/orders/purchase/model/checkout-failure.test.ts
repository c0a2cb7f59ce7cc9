import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { checkoutFailureKind } from './checkout-failure';

const server = (code: string) => new ApiRequestError({ kind: 'server', code, message: 'm' });

describe('checkoutFailureKind', () => {
  it('reads the 10040xx refusals', () => {
    expect(checkoutFailureKind(server('1004006'))).toBe('expired');
    for (const code of ['1004001', '1004002', '1004003', '1004004']) {
      expect(checkoutFailureKind(server(code))).toBe('blocked');
    }
    expect(checkoutFailureKind(server('1004005'))).toBe('busy');
    expect(checkoutFailureKind(server('1004007'))).toBe('couponUnusable');
    expect(checkoutFailureKind(server('1004008'))).toBe('envelopeUnusable');
  });

  it('treats a 429 as busy, and anything else as other', () => {
    expect(
      checkoutFailureKind(new ApiRequestError({ kind: 'http', code: '429', message: '', status: 429 })),
    ).toBe('busy');
    expect(checkoutFailureKind(server('5001000'))).toBe('other');
    expect(checkoutFailureKind(new ApiRequestError({ kind: 'network', code: 'network', message: '' }))).toBe(
      'other',
    );
    expect(checkoutFailureKind(new Error('boom'))).toBe('other');
  });
});
