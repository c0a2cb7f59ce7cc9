import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { storeFixture } from '../test/store-fixtures';
import { showsAddress, showsScanBlock } from './scan-block';
import { serviceEntries } from './service-entries';
import { storeFailureOf } from './store-error';
import { previewImages } from './store-images';

describe('scan block and address card by channel', () => {
  it.each([
    ['', false],
    ['1', false],
    ['2', true],
    ['3', true],
    ['4', true],
    ['5', true],
    ['6', false],
  ])('channel %j shows the table-QR block: %s', (channel, shown) => {
    expect(showsScanBlock(channel)).toBe(shown);
  });

  it('hides the address only for channel 6', () => {
    expect(['', '1', '5'].map(showsAddress)).toEqual([true, true, true]);
    expect(showsAddress('6')).toBe(false);
  });
});

describe('service entries', () => {
  it('lists dine-in, delivery, pickup in that order whatever order they come in', () => {
    const entries = serviceEntries([
      { orderFoodType: 2, qrCodeId: 'p' },
      { orderFoodType: 1, qrCodeId: null },
      { orderFoodType: 3, qrCodeId: 'd' },
    ]);
    expect(entries).toEqual([
      { kind: 'dineIn', orderFoodType: 3, qrCodeId: 'd' },
      { kind: 'delivery', orderFoodType: 1, qrCodeId: null },
      { kind: 'pickup', orderFoodType: 2, qrCodeId: 'p' },
    ]);
  });

  it('lends the scanned table QR to dine-in only', () => {
    const entries = serviceEntries(
      [
        { orderFoodType: 3, qrCodeId: null },
        { orderFoodType: 1, qrCodeId: null },
      ],
      'table-1',
    );
    expect(entries.map((entry) => entry.qrCodeId)).toEqual(['table-1', null]);
  });
});

describe('store preview images', () => {
  it('keeps each preview set to its own type', () => {
    const store = storeFixture();
    expect(previewImages(store, 'PHOTOS')).toHaveLength(5);
    expect(previewImages(store, 'MENU_VIEW')).toEqual([
      '/api/images/demo/menu_view-1.webp',
      '/api/images/demo/menu_view-2.webp',
    ]);
  });
});

describe('store failures', () => {
  const server = (code: string) => new ApiRequestError({ kind: 'server', code, message: `m${code}` });

  it('names the three store codes and passes other server messages through', () => {
    expect(storeFailureOf(server('3800021'))).toEqual({ kind: 'qrNotLinked' });
    expect(storeFailureOf(server('6410092'))).toEqual({ kind: 'linkInvalid' });
    expect(storeFailureOf(server('6410012'))).toEqual({ kind: 'unavailable' });
    expect(storeFailureOf(server('1000400'))).toEqual({ kind: 'server', message: 'm1000400' });
  });

  it('offers a retry when no answer came', () => {
    expect(storeFailureOf(new ApiRequestError({ kind: 'timeout', code: 'timeout', message: 't' }))).toEqual({
      kind: 'connection',
    });
    expect(storeFailureOf(new Error('boom'))).toEqual({ kind: 'connection' });
  });
});
