import { describe, expect, it } from 'vitest';
import { detailLoadStatus } from './load-status';

describe('group coupon detail load status (spec §4)', () => {
  it('is IDLE with nothing to load', () => {
    expect(detailLoadStatus({ status: 'pending', fetchStatus: 'idle' }, false)).toBe('IDLE');
  });

  it('is LOADING until the first answer, and again while a retry after a failure runs', () => {
    expect(detailLoadStatus({ status: 'pending', fetchStatus: 'fetching' }, true)).toBe('LOADING');
    expect(detailLoadStatus({ status: 'error', fetchStatus: 'fetching' }, true)).toBe('LOADING');
  });

  it('is SUCCESS or ERROR once answered; a refresh of a shown detail stays SUCCESS', () => {
    expect(detailLoadStatus({ status: 'success', fetchStatus: 'idle' }, true)).toBe('SUCCESS');
    expect(detailLoadStatus({ status: 'success', fetchStatus: 'fetching' }, true)).toBe('SUCCESS');
    expect(detailLoadStatus({ status: 'error', fetchStatus: 'idle' }, true)).toBe('ERROR');
  });
});
