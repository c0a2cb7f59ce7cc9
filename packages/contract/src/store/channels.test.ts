import { describe, expect, it } from 'vitest';
import { hidesAddressCard, orderServiceEntries, showsScanBlock } from './channels.js';

describe('store channel rules', () => {
  it('shows the scan block only for channel ids 2 to 5', () => {
    expect(['1', '2', '3', '4', '5', '6', '', 'abc'].map(showsScanBlock)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(showsScanBlock(3)).toBe(true);
    expect(showsScanBlock(null)).toBe(false);
    expect(showsScanBlock(undefined)).toBe(false);
  });

  it('hides the address card only for channel id 6', () => {
    expect(hidesAddressCard('6')).toBe(true);
    expect(hidesAddressCard(6)).toBe(true);
    expect(hidesAddressCard('5')).toBe(false);
    expect(hidesAddressCard(undefined)).toBe(false);
  });

  it('orders the service entries dine-in, delivery, pickup and drops unknown types', () => {
    const entries = [
      { orderFoodType: 2, qrCodeId: 'P' },
      { orderFoodType: 9, qrCodeId: 'X' },
      { orderFoodType: 1, qrCodeId: null },
      { orderFoodType: 3, qrCodeId: 'T' },
    ];
    expect(orderServiceEntries(entries).map((e) => e.orderFoodType)).toEqual([3, 1, 2]);
    expect(entries.map((e) => e.orderFoodType)).toEqual([2, 9, 1, 3]);
  });
});
