import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_META_NAME, resetClientConfig } from './client-config';
import { foodOrderUrl, menuQrUrl } from './ordering-host';

function setMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = CLIENT_CONFIG_META_NAME;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  resetClientConfig();
});

describe('menuQrUrl', () => {
  it('opens the menu-QR page of the host the server names, with the QR code and service', () => {
    setMeta('{"appKey":"k","appSecret":"s","demo":false,"orderingHost":"https://order.example.co.id/"}');
    expect(menuQrUrl('QR10000195T', 3)).toBe(
      'https://order.example.co.id/menuQr?qrCodeId=QR10000195T&orderFoodType=3',
    );
  });

  it("opens this origin's own ordering site when the page names no host, escaping the code", () => {
    expect(menuQrUrl('QR 1&2', 1)).toBe(`${window.location.origin}/menuQr?qrCodeId=QR+1%262&orderFoodType=1`);
  });
});

describe('foodOrderUrl', () => {
  it("opens the ordering site's page of one pickup or delivery order on the host the server names", () => {
    setMeta('{"appKey":"k","appSecret":"s","demo":false,"orderingHost":"https://order.example.co.id"}');
    expect(foodOrderUrl('7100000000000001')).toBe(
      'https://order.example.co.id/menuQr/order?orderId=7100000000000001',
    );
  });
});
