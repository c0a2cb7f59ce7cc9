import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { cameraFailureOf } from '../model/camera';
import { keepKit } from '../model/staff-kit';
import { startStaffSession } from '../model/staff-session';
import { stubApi } from '../test/fake-api';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import { kitData, loginData } from '../test/staff-fixtures';

/** The test DOM has no camera API: give it one (or an empty one, as a page without HTTPS has). */
function stubCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : {},
  });
}

beforeEach(() => {
  resetStaffState();
  startStaffSession(loginData());
  keepKit(kitData());
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the scan screen', () => {
  it('says the camera permission was refused and offers the code field', async () => {
    const ask = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    stubCamera(ask);
    const calls = stubApi({ [REDEMPTION_PATHS.redeemInspect]: () => 'network' });
    const view = await renderStaff('/scan');

    const failed = await screen.findByTestId('scan-failed', {}, UNTIL_STATE);
    expect(failed.dataset.failure).toBe('denied');
    expect(failed.textContent).toContain('Izin kamera ditolak');
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }),
    );

    fireEvent.change(screen.getByTestId('code-entry-input'), { target: { value: '1600000001123456' } });
    fireEvent.submit(screen.getByTestId('code-entry'));
    await vi.waitFor(() => expect(view.pathname()).toBe('/redeem'), UNTIL_STATE);
    await vi.waitFor(() => expect(calls[0]?.body.code).toBe('1600000001123456'), UNTIL_STATE);
  });

  it('says there is no camera where the page cannot use one', async () => {
    stubCamera(undefined);
    await renderStaff('/scan');
    const failed = await screen.findByTestId('scan-failed', {}, UNTIL_STATE);
    expect(failed.dataset.failure).toBe('unsupported');
    expect(screen.getByTestId('code-entry-input')).toBeTruthy();
  });

  it('tells the failures of getUserMedia apart', () => {
    expect(cameraFailureOf(new DOMException('', 'NotAllowedError'))).toBe('denied');
    expect(cameraFailureOf(new DOMException('', 'NotFoundError'))).toBe('noCamera');
    expect(cameraFailureOf(new DOMException('', 'OverconstrainedError'))).toBe('noCamera');
    expect(cameraFailureOf(new DOMException('', 'NotReadableError'))).toBe('busy');
  });
});
