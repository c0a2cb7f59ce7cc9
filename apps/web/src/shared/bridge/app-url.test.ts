import { describe, expect, it } from 'vitest';
import { appPathOf, isOtherEntryPage } from './app-url';

const ORIGIN = 'https://lahap.id';

describe('deep links', () => {
  it.each([
    ['https://lahap.id/platform/merchant?storeId=7', '/platform/merchant?storeId=7'],
    ['https://lahap.id/menuQr?qrCodeId=Q1&orderFoodType=1', '/menuQr?qrCodeId=Q1&orderFoodType=1'],
    ['lahap://platform/merchant?storeId=7', '/platform/merchant?storeId=7'],
    ['lahap:///platform/merchantDetail?storeId=7', '/platform/merchantDetail?storeId=7'],
    ['lahap://menuQr?qrCodeId=Q1', '/menuQr?qrCodeId=Q1'],
    ['lahap://menuQr/?qrCodeId=Q1', '/menuQr?qrCodeId=Q1'],
    ['lahap://', '/'],
    ['http://10.0.2.2:8080/platform/merchant?storeId=1', '/platform/merchant?storeId=1'],
  ])('%s opens %s', (link, path) => {
    expect(appPathOf(link, link.startsWith('http://') ? 'http://10.0.2.2:8080' : ORIGIN)).toBe(path);
  });

  it.each([
    'https://evil.example/platform/merchant?storeId=7',
    'http://lahap.id/platform/merchant',
    'lahap://api/account/delete',
    'https://lahap.id/sandbox/sms',
    'javascript:alert(1)',
    'not a url',
  ])('%s is not opened', (link) => {
    expect(appPathOf(link, ORIGIN)).toBeNull();
  });

  it('loads the ordering site and the staff console as pages of their own', () => {
    expect(isOtherEntryPage('/menuQr?qrCodeId=Q1')).toBe(true);
    expect(isOtherEntryPage('/menuQr/order?orderId=1')).toBe(true);
    expect(isOtherEntryPage('/staff')).toBe(true);
    expect(isOtherEntryPage('/platform/merchant?storeId=7')).toBe(false);
    expect(isOtherEntryPage('/menuQrCode')).toBe(false);
  });
});
