import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/** Logs in through the sheet with the code the demo server shows instead of texting it. */
export async function logInWithDemoCode(page: Page, phone: string): Promise<void> {
  await page.getByTestId('login-prompt-button').click();
  await logInOnSheet(page, phone);
}

/**
 * Asks for a code on the open login sheet and types the one the demo server shows: what the
 * sheet does next (log in, or show the server's refusal) is the caller's to check.
 */
export async function enterDemoCode(page: Page, phone: string): Promise<void> {
  const sheet = page.getByTestId('login-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('login-phone-input').locator('input').fill(phone);
  await sheet.getByTestId('login-get-code').click();
  const hint = sheet.getByTestId('login-demo-code');
  // Once this address has asked for several codes, the client first solves a proof of work.
  await expect(hint).toContainText(/\d{6}/, { timeout: 20_000 });
  const code = /\d{6}/.exec((await hint.textContent()) ?? '')?.[0] ?? '';
  await expect(sheet.getByTestId('login-resend')).toBeDisabled();
  await sheet.getByTestId('login-code-input').locator('input').focus();
  await page.keyboard.type(code);
}

/** Logs in on the login sheet once something has opened it (a login button, a gated action). */
export async function logInOnSheet(page: Page, phone: string): Promise<void> {
  await enterDemoCode(page, phone);
  await expect(page.getByTestId('login-sheet')).toBeHidden();
}

/**
 * The journey's customer phone for this attempt: a retry or repeat runs against the same server,
 * where the first attempt's purchases and claims still count against the customer's limits.
 */
export function phoneForAttempt(phone: string, info: TestInfo): string {
  const attempt = info.retry + info.repeatEachIndex * 10;
  const tail = (Number(phone.slice(-4)) + attempt * 100) % 10_000;
  return `${phone.slice(0, -4)}${String(tail).padStart(4, '0')}`;
}

/** The demo's seeded staff member of store 10000195 (Bebek Kaleyo), as typed after +62. */
export const DEMO_STAFF_PHONE = '81100000001';

/** The staff console's stored login (its STAFF_KEYS.session). */
const STAFF_SESSION_KEY = 'lahap_staff_session';

/**
 * Where the run keeps the staff login once one attempt made it: the project's output folder,
 * which Playwright empties at the start of each run (whose server starts from empty data too),
 * and which outlives the worker a failed attempt takes down, so a retry finds it.
 */
const keptStaffSessionPath = () => join(test.info().project.outputDir, 'staff-session.json');

function keptStaffSession(): string | null {
  try {
    return readFileSync(keptStaffSessionPath(), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Logs the demo staff member into the staff console open at /staff. The server sends one phone
 * at most OTP_SENDS_PER_PHONE_PER_WINDOW codes in OTP_SEND_WINDOW_MS (3 in 15 minutes) and
 * answers 429 after that; the suite's staff journeys and a retry of one of them would ask for a
 * fourth. So the run logs in by code once and keeps the session, as a cashier's phone keeps its
 * shift: later logins put it back, and fall back to a code only when the console refuses it.
 */
export async function logInToStaffConsole(page: Page): Promise<void> {
  const kept = keptStaffSession();
  const store = page.getByTestId('counter-store');
  const phoneInput = page.getByTestId('login-phone-input');
  if (kept) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: STAFF_SESSION_KEY,
      value: kept,
    });
    await page.reload();
    await expect(store.or(phoneInput)).toBeVisible();
    if (await store.isVisible()) {
      await expect(store).toContainText('Bebek Kaleyo');
      return;
    }
  }
  await phoneInput.fill(DEMO_STAFF_PHONE);
  await page.getByTestId('login-get-code').click();
  // The demo server shows the one-time code once the proof of work is done; a refusal (429 once
  // the phone's codes are used up) is said at once rather than waited out.
  const hint = page.getByTestId('login-demo-code');
  const refusal = page.getByTestId('login-error');
  await expect(hint.filter({ hasText: /\d{6}/ }).or(refusal)).toBeVisible({ timeout: 20_000 });
  if (await refusal.isVisible())
    throw new Error(`the staff code was refused: ${await refusal.textContent()}`);
  const code = /\d{6}/.exec((await hint.textContent()) ?? '')?.[0] ?? '';
  await page.getByTestId('login-code-input').click();
  await page.keyboard.type(code);
  await expect(store).toContainText('Bebek Kaleyo');
  const session = await page.evaluate((key) => localStorage.getItem(key), STAFF_SESSION_KEY);
  if (session) {
    mkdirSync(test.info().project.outputDir, { recursive: true });
    writeFileSync(keptStaffSessionPath(), session);
  }
}
