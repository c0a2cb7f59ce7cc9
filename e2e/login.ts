import { expect, type Page, type TestInfo } from '@playwright/test';

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

/** Logs the demo staff member into the staff console open at /staff, with the code the demo server shows. */
export async function logInToStaffConsole(page: Page): Promise<void> {
  await page.getByTestId('login-phone-input').fill(DEMO_STAFF_PHONE);
  await page.getByTestId('login-get-code').click();
  // The demo server shows the one-time code once the proof of work is done.
  const hint = page.getByTestId('login-demo-code');
  await expect(hint).toContainText(/\d{6}/, { timeout: 20_000 });
  const code = /\d{6}/.exec((await hint.textContent()) ?? '')?.[0] ?? '';
  await page.getByTestId('login-code-input').click();
  await page.keyboard.type(code);
  await expect(page.getByTestId('counter-store')).toContainText('Bebek Kaleyo');
}
