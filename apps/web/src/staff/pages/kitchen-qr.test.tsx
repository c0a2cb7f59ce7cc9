import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_META_NAME, resetClientConfig } from '@/shared/config/client-config';
import { UNTIL_STATE } from '@/test/wait';
import { startStaffSession } from '../model/staff-session';
import { ok, stubApi } from '../test/fake-api';
import { table } from '../test/kitchen-fixtures';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import { loginData } from '../test/staff-fixtures';

/** The image the shared QR code draws for `text` (its encoder is deterministic). */
async function qrOf(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function setMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = CLIENT_CONFIG_META_NAME;
  meta.content = content;
  document.head.append(meta);
}

beforeEach(() => {
  resetStaffState();
  startStaffSession(loginData());
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  resetClientConfig();
});

describe('the table QR sheet', () => {
  it("draws one code per table with the ordering page's address on this origin, and prints", async () => {
    const calls = stubApi({
      [ORDERING_PATHS.staffTables]: () =>
        ok({
          tableList: [
            table(1),
            table(2, { tableSessionId: '902' }),
            table(3, { qrCodeId: 'QR_10000195-T3' }),
          ],
        }),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderStaff('/kitchen/qr');

    await waitFor(() => expect(screen.getAllByTestId('kitchen-qr')).toHaveLength(3), UNTIL_STATE);
    const cards = screen.getAllByTestId('kitchen-qr-card');
    const origin = window.location.origin;
    const urls = [
      `${origin}/menuQr?qrCodeId=T-1&orderFoodType=3`,
      `${origin}/menuQr?qrCodeId=T-2&orderFoodType=3`,
      `${origin}/menuQr?qrCodeId=QR_10000195-T3&orderFoodType=3`,
    ];
    expect(cards.map((card) => within(card).getByTestId('kitchen-qr').getAttribute('src'))).toEqual(
      await Promise.all(urls.map(qrOf)),
    );
    expect(cards.map((card) => card.dataset.url)).toEqual(urls);
    expect(within(cards[0]!).getByTestId('kitchen-qr').getAttribute('alt')).toBe(
      'Kode QR untuk memesan di Meja 1',
    );
    expect(cards[2]!.textContent).toContain('Meja 3');
    expect(cards[2]!.textContent).toContain('ID meja 803');
    expect(calls[0]).toMatchObject({ path: ORDERING_PATHS.staffTables, token: 'staff-token-1' });

    fireEvent.click(screen.getByTestId('kitchen-qr-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('leads to the ordering host when the server names one', async () => {
    setMeta(
      '{"appKey":"lahap-web","appSecret":"lahap-demo-app-secret","orderingHost":"https://order.example.co.id/"}',
    );
    resetClientConfig();
    stubApi({ [ORDERING_PATHS.staffTables]: () => ok({ tableList: [table(7)] }) });
    await renderStaff('/kitchen/qr');
    const image = await screen.findByTestId('kitchen-qr', {}, UNTIL_STATE);
    expect(image.getAttribute('src')).toBe(
      await qrOf('https://order.example.co.id/menuQr?qrCodeId=T-7&orderFoodType=3'),
    );
  });

  it('says when the store has no tables, with nothing to print', async () => {
    stubApi({ [ORDERING_PATHS.staffTables]: () => ok({ tableList: [] }) });
    await renderStaff('/kitchen/qr');
    const empty = await screen.findByTestId('kitchen-empty', {}, UNTIL_STATE);
    expect(empty.textContent).toContain('Belum ada meja untuk dicetak');
    expect(screen.queryByTestId('kitchen-qr-print')).toBeNull();
  });
});
