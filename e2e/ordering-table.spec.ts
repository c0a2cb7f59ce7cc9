import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.js';
import { logInToStaffConsole } from './login.js';
import { waitOutToast } from './toast.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.21' } });

/**
 * A table of friends orders from their own phones: each scans the same table QR, joins, and adds
 * dishes to the one shared cart; one sends the round; the kitchen in the staff console accepts it
 * and marks it ready, and every phone sees the round's status move. Then they split the bill
 * evenly in three: Budi pays his part by QRIS (the sandbox bank approves it), Ayu and then Citra
 * choose the counter, the cashier marking each paid, and a friend who sat down meanwhile is told
 * a table mate has paid.
 */

/** A free table of the staff console's store for each attempt: a retry finds the last one's table busy. */
const tableQr = (attempt: number) => `TB10000195-0${(attempt % 5) + 1}`;

async function phoneAtTable(browser: Browser, qr: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('lahap_locale', 'en-US'));
  const page = await context.newPage();
  await page.goto(`/menuQr?qrCodeId=${qr}&orderFoodType=3`);
  await expect(page.getByTestId('ordering-store-name')).toContainText('Bebek Kaleyo');
  const sheet = page.getByTestId('ordering-join-sheet');
  await expect(sheet).toBeVisible();
  await page.getByTestId('ordering-join-name').fill(name);
  await page.getByTestId('ordering-join').click();
  await expect(sheet).toBeHidden();
  return page;
}

/**
 * Opens the bill from the cart bar and reserves this phone's part of the even split, by QRIS (the
 * sheet's default) or at the counter (chosen explicitly); answers its amount.
 */
async function payEvenPart(page: Page, method: 'QRIS' | 'COUNTER'): Promise<string> {
  await page.getByTestId('ordering-cart-bar').click();
  await page.getByTestId('ordering-open-bill').click();
  const bill = page.getByTestId('ordering-bill-sheet');
  await expect(bill).toBeVisible();
  await bill.getByTestId('ordering-pay-EVEN').click();
  const pay = page.getByTestId('ordering-pay-sheet');
  await expect(pay.getByTestId('ordering-your-part')).toContainText('of 3');
  await expect(pay.getByTestId('ordering-method-QRIS')).toBeChecked();
  if (method === 'COUNTER') await pay.getByTestId('ordering-method-COUNTER').check();
  const amount = (await pay.getByTestId('ordering-pay-amount').textContent()) ?? '';
  await pay.getByTestId('ordering-pay-confirm').click();
  if (method === 'QRIS') {
    const card = page.getByTestId('ordering-charge-card');
    await expect(card.getByTestId('ordering-charge-amount')).toHaveText(amount);
    await expect(card.getByTestId('ordering-qris-code')).toBeVisible();
    await expect(card.getByTestId('ordering-charge-expiry')).toContainText(/\d\d:\d\d/);
    await expect(card.getByTestId('ordering-charge-status')).toHaveText('Waiting for payment');
    return amount;
  }
  const card = page.getByTestId('ordering-counter-card');
  await expect(card.getByTestId('ordering-counter-amount')).toHaveText(amount);
  await waitOutToast(page, 'Your share is noted');
  return amount;
}

/** The bank approves a QRIS share this phone shows, as the sandbox bank does once it is scanned. */
async function approveInSandbox(page: Page): Promise<void> {
  const link = page.getByTestId('ordering-charge-card').getByTestId('ordering-sandbox-link');
  const sandboxPage = (await link.getAttribute('href')) ?? '';
  expect(sandboxPage).toMatch(/^\/sandbox\/pay\/\d+$/);
  const approved = await page.request.post(`${sandboxPage}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
}

/** The cashier takes the guest's money and marks their counter share paid. */
async function markPaid(staff: Page, guest: string): Promise<void> {
  await staff
    .getByRole('button', { name: new RegExp(`^Mark as paid: ${guest},`) })
    .first()
    .click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mark as paid', exact: true }).click();
  await expect(staff.getByRole('button', { name: new RegExp(`^Mark as paid: ${guest},`) })).toHaveCount(0);
}

async function addDish(page: Page, index: number): Promise<void> {
  const dish = page
    .locator('[data-testid^="ordering-dish-"]:not(:has([data-testid="ordering-sold-out"]))')
    .nth(index);
  await dish.getByTestId('ordering-add').click();
  const sheet = page.getByTestId('ordering-add-sheet');
  await expect(sheet).toBeVisible();
  await page.getByTestId('ordering-add-submit').click();
  await expect(sheet).toBeHidden();
}

test('three phones at one table fill one cart, the kitchen moves their round to ready, and they pay the bill in three even parts, one by QRIS and two at the counter', async ({
  browser,
}, info) => {
  // Four browsers and a staff login: up to three minutes on a busy two-core machine.
  test.setTimeout(180_000);
  const qr = tableQr(info.retry + info.repeatEachIndex);
  const phones = [
    await phoneAtTable(browser, qr, 'Ayu'),
    await phoneAtTable(browser, qr, 'Budi'),
    await phoneAtTable(browser, qr, 'Citra'),
  ];
  await expectNoSeriousAxeViolations(phones[0]!);

  for (const [i, phone] of phones.entries()) await addDish(phone, i);
  // Every phone's cart bar counts every friend's line, as each phone added its own.
  for (const phone of phones) await expect(phone.getByTestId('ordering-cart-count')).toHaveText('3');

  const ayu = phones[0]!;
  await ayu.getByTestId('ordering-cart-bar').click();
  const cart = ayu.getByTestId('ordering-cart-sheet');
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('ordering-mate')).toHaveCount(3);
  await expectNoSeriousAxeViolations(ayu);
  await cart.getByTestId('ordering-send').click();
  const confirm = ayu.getByRole('dialog').filter({ has: ayu.getByTestId('ordering-send-confirm') });
  await expect(confirm.getByTestId('ordering-send-confirm')).toContainText('×1');
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(cart.getByTestId('ordering-round-1').getByTestId('ordering-round-status')).toHaveAttribute(
    'data-status',
    'SENT',
  );

  const counter = await browser.newContext();
  await counter.addInitScript(() => localStorage.setItem('lahap_locale', 'en-US'));
  const staff = await counter.newPage();
  await staff.goto('/staff');
  await logInToStaffConsole(staff);
  await staff.goto('/staff/kitchen');
  const round = staff
    .locator('[data-testid="kitchen-round"][data-status="SENT"]')
    .filter({ hasText: 'Ayu' })
    .first();
  await expect(round).toBeVisible();
  await expect(round.getByTestId('kitchen-line')).toHaveCount(3);
  await expectNoSeriousAxeViolations(staff);
  await round.getByTestId('kitchen-round-step').click();
  const accepted = staff
    .locator('[data-testid="kitchen-round"][data-status="ACCEPTED"]')
    .filter({ hasText: 'Ayu' })
    .first();
  await accepted.getByTestId('kitchen-round-step').click();
  await expect(
    staff.locator('[data-testid="kitchen-round"][data-status="READY"]').filter({ hasText: 'Ayu' }).first(),
  ).toBeVisible();

  // The friends' phones hear it live: their carts show the round ready.
  const budi = phones[1]!;
  await budi.getByTestId('ordering-cart-bar').click();
  await expect(budi.getByTestId('ordering-round-1').getByTestId('ordering-round-status')).toHaveAttribute(
    'data-status',
    'READY',
  );
  await expect(cart.getByTestId('ordering-round-1').getByTestId('ordering-round-status')).toHaveAttribute(
    'data-status',
    'READY',
  );

  // The bill, split evenly in three: Ayu's part at the counter and Budi's by QRIS first.
  await ayu.goto(ayu.url());
  await budi.goto(budi.url());
  const first = await payEvenPart(ayu, 'COUNTER');
  await payEvenPart(budi, 'QRIS');
  await expectNoSeriousAxeViolations(ayu);
  await expectNoSeriousAxeViolations(budi);
  // Budi's QRIS is scanned and the bank approves it: his phone hears the share paid.
  await approveInSandbox(budi);
  await expect(budi.getByTestId('ordering-charge-status').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'PAID',
  );
  await expect(budi.getByTestId('ordering-charge-status')).toHaveText('Paid');
  // A friend sits down late: nothing more can go on a bill being paid.
  const dewi = await phoneAtTable(browser, qr, 'Dewi');
  await expect(dewi.getByTestId('ordering-locked-banner')).toBeVisible();

  await staff.goto('/staff/kitchen');
  await markPaid(staff, 'Ayu');
  await expect(ayu.getByTestId('ordering-counter-status').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'PAID',
  );

  const citra = phones[2]!;
  await citra.goto(citra.url());
  const last = await payEvenPart(citra, 'COUNTER');
  // The last part takes the rounding: the three parts make the total to the rupiah.
  const rupiah = (text: string) => Number(text.replace(/\D/g, ''));
  expect(rupiah(last)).toBeGreaterThanOrEqual(rupiah(first));
  await staff.goto('/staff/kitchen');
  await markPaid(staff, 'Citra');

  await expect(citra.getByTestId('ordering-receipt')).toBeVisible();
  const receipt = citra.getByTestId('ordering-receipt').getByTestId('ordering-share');
  await expect(receipt).toHaveCount(3);
  await expect(receipt.filter({ hasText: 'Budi' })).toContainText('QRIS');
  await expect(receipt.filter({ hasText: 'Ayu' })).toContainText('Pay at the counter');
  await expectNoSeriousAxeViolations(citra);
  // Dewi cannot add to the paid bill: the menu says a table mate has paid.
  await expect(dewi.getByTestId('ordering-locked-banner')).toContainText('table mate has paid');
  await expect(dewi.getByTestId('ordering-add').first()).toBeDisabled();
});
