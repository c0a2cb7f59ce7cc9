import { ERROR_CODES } from '@lahap/contract/errors';
import { API_PATHS } from '@lahap/contract/paths';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { UNTIL_STATE } from '@/test/wait';
import { endStaffSession, startStaffSession, useStaffSession } from '../model/staff-session';
import { useStaffKit } from '../model/staff-kit';
import { STAFF_KEYS } from '../model/storage-keys';
import { ok, refused, stubApi } from '../test/fake-api';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import { STAFF_PHONE, kitData, loginData } from '../test/staff-fixtures';

vi.mock('@/shared/auth/solve-challenge', () => ({
  solveChallengeToken: vi.fn(async () => 'solved-challenge-token'),
}));

const CHALLENGE = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' },
  signature: 'sig',
};

function typePhone(value: string) {
  fireEvent.change(screen.getByTestId('login-phone-input'), { target: { value } });
}

function typeCode(value: string) {
  const input = screen.getByTestId('login-code-input').querySelector('input');
  fireEvent.change(input!, { target: { value } });
}

beforeEach(() => {
  resetStaffState();
  useSessionStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('the staff login', () => {
  it('logs in with the code sendCode gave, under its own token, and gets the kit', async () => {
    // A customer logged in on the same phone: the console must neither send nor touch that login.
    useSessionStore.getState().setTokens({ accessToken: 'customer-token', refreshToken: 'r', userId: '42' });
    const calls = stubApi({
      [API_PATHS.sendCode]: () => ok({ expiresInSeconds: 300, resendAfterSeconds: 60, demoCode: '246810' }),
      [REDEMPTION_PATHS.staffLogin]: (body) =>
        body.verificationCode === '246810' ? ok(loginData()) : refused(ERROR_CODES.VERIFICATION_CODE_INVALID),
      [REDEMPTION_PATHS.staffKit]: () => ok(kitData()),
    });
    const view = await renderStaff('/login');

    expect((screen.getByTestId('login-get-code') as HTMLButtonElement).disabled).toBe(true);
    typePhone('0811-0000-0001');
    fireEvent.click(screen.getByTestId('login-get-code'));

    expect((await screen.findByTestId('login-demo-code', {}, UNTIL_STATE)).textContent).toContain(
      'Kode demo: 246810',
    );
    expect((screen.getByTestId('login-resend') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('login-resend').textContent).toContain('Kirim ulang dalam 60 dtk');
    expect(calls[0]).toMatchObject({
      path: API_PATHS.sendCode,
      body: { countryCode: '62', phoneNo: `0${STAFF_PHONE}`, scene: 'LOGIN' },
      token: undefined,
    });

    typeCode('246810');

    expect((await screen.findByTestId('counter-store', {}, UNTIL_STATE)).textContent).toContain(
      'Warung Sederhana Kemang',
    );
    expect(view.pathname()).toBe('/');
    const login = calls.find((call) => call.path === REDEMPTION_PATHS.staffLogin);
    expect(login).toMatchObject({
      body: { countryCode: '62', verificationCode: '246810' },
      token: undefined,
    });
    await waitFor(
      () => expect(useStaffKit.getState().stored?.kit.publicKey).toBe(kitData().publicKey),
      UNTIL_STATE,
    );
    expect(calls.find((call) => call.path === REDEMPTION_PATHS.staffKit)?.token).toBe('staff-token-1');
    expect(calls.some((call) => call.token === 'customer-token')).toBe(false);

    expect(JSON.parse(localStorage.getItem(STAFF_KEYS.session) ?? 'null')).toMatchObject({
      staffToken: 'staff-token-1',
      staff: { storeId: '10000195' },
    });
    expect(useSessionStore.getState().tokenInfo?.accessToken).toBe('customer-token');
  });

  it("shows the server's message when the phone is no store's staff (1006001)", async () => {
    stubApi({
      [API_PATHS.sendCode]: () => ok({ expiresInSeconds: 300, resendAfterSeconds: 60, demoCode: '111111' }),
      [REDEMPTION_PATHS.staffLogin]: () =>
        refused(ERROR_CODES.STAFF_NOT_FOUND, 'Nomor ini tidak terdaftar sebagai staf toko.'),
    });
    await renderStaff('/login');
    typePhone('81234567890');
    fireEvent.click(screen.getByTestId('login-get-code'));
    await screen.findByTestId('login-demo-code', {}, UNTIL_STATE);
    typeCode('111111');

    expect((await screen.findByTestId('login-error', {}, UNTIL_STATE)).textContent).toContain(
      'Nomor ini tidak terdaftar sebagai staf toko.',
    );
    expect(useStaffSession.getState().session).toBeNull();
    expect(screen.queryByTestId('counter-store')).toBeNull();
  });

  it('solves the proof of work when sendCode asks for one (1001002), then asks again with it', async () => {
    let asked = 0;
    const calls = stubApi({
      [API_PATHS.sendCode]: (body) => {
        asked += 1;
        return body.challengeToken
          ? ok({ expiresInSeconds: 300, resendAfterSeconds: 60, demoCode: '222222' })
          : refused(ERROR_CODES.CHALLENGE_REQUIRED, 'Verifikasi dulu');
      },
      [API_PATHS.checkSlider]: () => ok({ challenge: CHALLENGE }),
    });
    await renderStaff('/login');
    typePhone('81100000001');
    fireEvent.click(screen.getByTestId('login-get-code'));

    expect((await screen.findByTestId('login-demo-code', {}, UNTIL_STATE)).textContent).toContain('222222');
    expect(asked).toBe(2);
    expect(calls.map((call) => call.path)).toEqual([
      API_PATHS.sendCode,
      API_PATHS.checkSlider,
      API_PATHS.sendCode,
    ]);
    expect(calls[2]!.body.challengeToken).toBe('solved-challenge-token');
  });

  it('sends a staff whose shift ended back to the login, saying so', async () => {
    startStaffSession(loginData());
    stubApi({ [REDEMPTION_PATHS.staffKit]: () => ok(kitData()) });
    const view = await renderStaff('/');
    await screen.findByTestId('counter-store', {}, UNTIL_STATE);

    endStaffSession({ reason: 'expired' });

    expect((await screen.findByTestId('login-ended', {}, UNTIL_STATE)).textContent).toContain(
      'Sesi staf kamu sudah berakhir',
    );
    expect(view.pathname()).toBe('/login');
  });

  it('never opens the counter with a stored token that has run out', async () => {
    startStaffSession(loginData({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    const view = await renderStaff('/');
    await screen.findByTestId('login-ended', {}, UNTIL_STATE);
    expect(view.pathname()).toBe('/login');
    expect(localStorage.getItem(STAFF_KEYS.session)).toBeNull();
  });
});
