import { parseRedeemCode } from '@lahap/contract/redemption/code';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { COUPON_ITEM, VOUCHER_ITEM, customerCode } from '../test/staff-fixtures';
import { decodeQrImage, type RgbaImage } from './qr-decode';

/**
 * The QR code of `text` as RGBA pixels, as a camera frame drawn into a canvas would give them:
 * dark modules on white, `scale` pixels a module, a quiet zone of four modules. Built from the
 * `qrcode` package's own matrix (the encoder the customer app draws codes with), since the test
 * DOM has no canvas.
 */
function qrPixels(text: string, scale = 4, margin = 4): RgbaImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        for (let x = 0; x < scale; x += 1) {
          const offset = (((row + margin) * scale + y) * side + (col + margin) * scale + x) * 4;
          data[offset] = 0;
          data[offset + 1] = 0;
          data[offset + 2] = 0;
        }
      }
    }
  }
  return { data, width: side, height: side };
}

describe('reading a QR code from a camera frame (jsQR)', () => {
  it('reads the redemption code a customer’s phone shows, key, certificate and signature included', () => {
    const { qrText } = customerCode('V', '600000001', VOUCHER_ITEM);
    const read = decodeQrImage(qrPixels(qrText));
    expect(read).toBe(qrText);
    expect(parseRedeemCode(read ?? '')).toMatchObject({
      form: 'QR',
      kind: 'V',
      id: '600000001',
      itemId: VOUCHER_ITEM,
    });
  });

  it('reads it small and large, with the longest ids', () => {
    const { qrText } = customerCode('C', '999999999999999999', '999999999999999999');
    for (const scale of [2, 7]) expect(decodeQrImage(qrPixels(qrText, scale))).toBe(qrText);
    expect(decodeQrImage(qrPixels(customerCode('C', '700000001', COUPON_ITEM).qrText, 3))).toMatch(
      /^LHP2\.C\./,
    );
  });

  it('finds nothing in a frame without a code', () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(decodeQrImage(blank)).toBeNull();
    const noise = new Uint8ClampedArray(200 * 200 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7919) % 256));
    expect(decodeQrImage({ data: noise, width: 200, height: 200 })).toBeNull();
  });
});
