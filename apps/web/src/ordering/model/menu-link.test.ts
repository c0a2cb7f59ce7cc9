import { describe, expect, it } from 'vitest';
import { readMenuLink, sitsAtTable } from './menu-link';

describe('readMenuLink', () => {
  it('reads the QR code and channel of the page', () => {
    expect(readMenuLink('?qrCodeId=T-10000195_5&orderFoodType=3')).toEqual({
      qrCodeId: 'T-10000195_5',
      orderFoodType: 3,
    });
    expect(sitsAtTable({ qrCodeId: 'x', orderFoodType: 3 })).toBe(true);
    expect(sitsAtTable({ qrCodeId: 'x', orderFoodType: 1 })).toBe(false);
    expect(sitsAtTable({ qrCodeId: 'x', orderFoodType: 2 })).toBe(false);
  });

  it('refuses a link missing either, or with one the server would refuse', () => {
    for (const search of [
      '',
      '?orderFoodType=3',
      '?qrCodeId=T1',
      '?qrCodeId=T1&orderFoodType=0',
      '?qrCodeId=T1&orderFoodType=3.5',
      '?qrCodeId=T%2F1&orderFoodType=3',
      `?qrCodeId=${'a'.repeat(65)}&orderFoodType=3`,
    ]) {
      expect(readMenuLink(search), search).toBeNull();
    }
  });
});
