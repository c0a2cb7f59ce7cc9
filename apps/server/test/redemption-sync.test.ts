import { randomUUID } from 'node:crypto';
import { OFFLINE_REDEMPTION_MAX_AGE_MS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import type {
  RedeemHistoryData,
  RedeemSyncData,
  StaffKitData,
} from '@lahap/contract/redemption/counter-schemas';
import {
  checkScannedCode,
  fromBase64Url,
  parseRedeemCode,
  toBase64Url,
} from '@lahap/contract/redemption/code';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import { describeEachEngine, expectSuccess } from './helper.js';
import { testClock } from './identity-helper.js';
import {
  type TestStaff,
  buyVouchers,
  codeShownAt,
  codesFromKit,
  createVoucherProduct,
  kitOf,
  loginStaff,
  redemptionRecords,
  staffPost,
  voucherById,
  voucherCodeAt,
} from './redemption-factories.js';

const MINUTE_MS = 60_000;
const clock = testClock(Date.now());

interface Confirmation {
  clientId: string;
  code: string;
  storeId: string;
  confirmedAt: string;
}

describeEachEngine(
  'offline confirmations synced later',
  (t) => {
    let merchant = 300;
    /** A merchant with two stores that both take its product, a counter at each, and a bought voucher. */
    async function twoCounters() {
      merchant += 1;
      const storeA = await createStore(t.app, { lat: -6.2, lng: 106.82, merchantId: merchant });
      const storeB = await createStore(t.app, { lat: -6.25, lng: 106.8, merchantId: merchant });
      const product = await createVoucherProduct(t.app, { storeIds: [storeA, storeB], merchantId: merchant });
      const [staffA, staffB] = await Promise.all([
        loginStaff(t.app, storeA, 'Ayu'),
        loginStaff(t.app, storeB, 'Budi'),
      ]);
      const [voucher] = await buyVouchers(t.app, await createUser(t.app), product.skuId, 1);
      // Bought half an hour ago: the confirmations below fall within its window.
      clock.advance(30 * MINUTE_MS);
      return { storeA, storeB, product, staffA, staffB, voucher: voucher! };
    }

    /** A confirmation as a counter records it offline, `minutesAgo` before now, with the code shown then. */
    const offline = (
      voucher: { id: string; product_id: string; merchant_id: string },
      storeId: string,
      minutesAgo: number,
    ): Confirmation => {
      const at = clock.now() - minutesAgo * MINUTE_MS;
      return {
        clientId: randomUUID(),
        code: voucherCodeAt(t.app, voucher, at),
        storeId,
        confirmedAt: new Date(at).toISOString(),
      };
    };
    const sync = async (staff: TestStaff, redemptions: Confirmation[]) =>
      expectSuccess<RedeemSyncData>(
        await staffPost(t.app, staff.token, REDEMPTION_PATHS.redeemSync, { redemptions }),
      ).results;
    /** Whether the counter, with only its kit, would have accepted the code when it was confirmed. */
    const counterAccepts = (kit: StaffKitData, confirmation: Confirmation) => {
      const parsed = parseRedeemCode(confirmation.code);
      return (
        parsed?.form === 'QR' &&
        kit.vouchers.some((item) => item.itemId === parsed.itemId) &&
        checkScannedCode(fromBase64Url(kit.publicKey, 32)!, parsed, Date.parse(confirmation.confirmedAt)) ===
          'VALID'
      );
    };

    it('a confirm whose answer was lost, queued offline under the same clientId, syncs as a duplicate, not a double spend', async () => {
      const { storeA, staffA, voucher } = await twoCounters();
      const queued = offline(voucher, storeA, 0);
      // The counter sent its confirm; the server redeemed it, but the answer never arrived.
      const online = expectSuccess<{ redemptionId: string }>(
        await staffPost(t.app, staffA.token, REDEMPTION_PATHS.redeemConfirm, {
          code: queued.code,
          storeId: storeA,
          clientId: queued.clientId,
        }),
      );
      // Its retry answers the same redemption instead of "already redeemed".
      expect(
        expectSuccess<{ redemptionId: string }>(
          await staffPost(t.app, staffA.token, REDEMPTION_PATHS.redeemConfirm, {
            code: queued.code,
            storeId: storeA,
            clientId: queued.clientId,
          }),
        ).redemptionId,
      ).toBe(online.redemptionId);
      const [result] = await sync(staffA, [queued]);
      expect(result).toMatchObject({
        outcome: 'DUPLICATE',
        redemption: { redemptionId: online.redemptionId },
      });
      expect(await redemptionRecords(t.app, 'voucher_id', voucher.id)).toMatchObject({ conflicts: [] });
    });

    it('accepts a voucher confirmed offline at two counters once, reports the double spend, and answers re-syncs as duplicates', async () => {
      const { storeA, storeB, staffA, staffB, voucher } = await twoCounters();
      const atA = offline(voucher, storeA, 10);
      const atB = offline(voucher, storeB, 5);
      // Both counters were right to accept it offline: each checked it with its kit alone.
      expect(counterAccepts(await kitOf(t.app, staffA), atA)).toBe(true);
      expect(counterAccepts(await kitOf(t.app, staffB), atB)).toBe(true);

      const [fromA, fromB] = await Promise.all([sync(staffA, [atA]), sync(staffB, [atB])]);
      const results = [...fromA!, ...fromB!];
      const accepted = results.filter((r) => r.outcome === 'ACCEPTED');
      const doubled = results.filter((r) => r.outcome === 'DOUBLE_SPEND');
      expect(accepted).toHaveLength(1);
      expect(doubled).toHaveLength(1);
      const winner = accepted[0]!;
      const winnerConfirmation = winner.clientId === atA.clientId ? atA : atB;
      expect(winner.redemption).toMatchObject({
        kind: 'VOUCHER',
        id: voucher.id,
        channel: 'COUNTER_OFFLINE',
      });
      expect(winner.redemption?.redeemedTime).toBe(winnerConfirmation.confirmedAt);
      // The double spend names the redemption that came first, now marked as contested.
      expect(doubled[0]).toMatchObject({
        code: ERROR_CODES.REDEEM_ALREADY_USED,
        redemption: { redemptionId: winner.redemption?.redemptionId, conflict: true },
      });

      const records = await redemptionRecords(t.app, 'voucher_id', voucher.id);
      expect(records.redemptions).toEqual([
        {
          id: winner.redemption?.redemptionId,
          channel: 'COUNTER_OFFLINE',
          client_id: winner.clientId,
          store_id: winnerConfirmation.storeId,
        },
      ]);
      expect(records.conflicts).toEqual([
        {
          reason: 'DOUBLE_SPEND',
          client_id: doubled[0]!.clientId,
          first_redemption_id: winner.redemption?.redemptionId,
          store_id: doubled[0]!.clientId === atA.clientId ? storeA : storeB,
        },
      ]);
      expect(await voucherById(t.app, voucher.id)).toMatchObject({
        status: 'USED',
        used_store_id: winnerConfirmation.storeId,
      });

      // The counters sync again (they lost the answers): nothing new.
      const [againA, againB] = await Promise.all([sync(staffA, [atA]), sync(staffB, [atB])]);
      for (const result of [...againA!, ...againB!]) expect(result.outcome).toBe('DUPLICATE');
      const again = [...againA!, ...againB!].find((r) => r.clientId === winner.clientId);
      expect(again?.redemption?.redemptionId).toBe(winner.redemption?.redemptionId);
      expect(await redemptionRecords(t.app, 'voucher_id', voucher.id)).toEqual(records);

      // The winning store's history flags the contested redemption.
      const winnerStaff = winnerConfirmation.storeId === storeA ? staffA : staffB;
      const history = expectSuccess<RedeemHistoryData>(
        await staffPost(t.app, winnerStaff.token, REDEMPTION_PATHS.redeemHistory, {}),
      );
      expect(history.redemptionList).toEqual([expect.objectContaining({ id: voucher.id, conflict: true })]);
    });

    it('takes two confirmations of one voucher at one counter, in one sync, as one redemption and one double spend', async () => {
      const { storeA, staffA, voucher } = await twoCounters();
      const first = offline(voucher, storeA, 3);
      const second = offline(voucher, storeA, 2);
      const results = await sync(staffA, [first, second]);
      expect(results.map((r) => [r.clientId, r.outcome])).toEqual([
        [first.clientId, 'ACCEPTED'],
        [second.clientId, 'DOUBLE_SPEND'],
      ]);
      const records = await redemptionRecords(t.app, 'voucher_id', voucher.id);
      expect(records.redemptions).toHaveLength(1);
      expect(records.conflicts).toMatchObject([{ reason: 'DOUBLE_SPEND', client_id: second.clientId }]);
    });

    it('refuses a voucher refunded before it was confirmed offline, and reports it as a conflict', async () => {
      const { storeA, staffA, voucher } = await twoCounters();
      const confirmation = offline(voucher, storeA, 1);
      // Refunded meanwhile (the customer asked while the counter was offline).
      await t.app.db.execute(
        sql`update vouchers set status = 'REFUND', ended_at = now() where id = ${voucher.id}::bigint`,
      );
      const warn = vi.spyOn(t.app.log, 'warn');
      try {
        const [result] = await sync(staffA, [confirmation]);
        expect(result).toMatchObject({
          outcome: 'REFUSED',
          code: ERROR_CODES.REDEEM_NOT_VALID,
          redemption: null,
        });
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({ id: voucher.id, clientId: confirmation.clientId, status: 'REFUND' }),
          expect.stringContaining('no longer valid'),
        );
      } finally {
        warn.mockRestore();
      }
      const records = await redemptionRecords(t.app, 'voucher_id', voucher.id);
      expect(records.redemptions).toEqual([]);
      expect(records.conflicts).toMatchObject([
        {
          reason: 'NOT_VALID',
          client_id: confirmation.clientId,
          first_redemption_id: null,
          store_id: storeA,
        },
      ]);
      const [again] = await sync(staffA, [confirmation]);
      expect(again).toMatchObject({ outcome: 'DUPLICATE', redemption: null });
    });

    it('refuses confirmations from the future, too old, for another store, or with a bad code, writing nothing', async () => {
      const { storeA, storeB, staffA, voucher } = await twoCounters();
      const kit = await kitOf(t.app, staffA);
      const future = {
        ...offline(voucher, storeA, 0),
        confirmedAt: new Date(clock.now() + 5 * MINUTE_MS).toISOString(),
      };
      const old = offline(voucher, storeA, OFFLINE_REDEMPTION_MAX_AGE_MS / MINUTE_MS + 1);
      const elsewhere = offline(voucher, storeB, 1);
      const garbage = { ...offline(voucher, storeA, 1), code: 'LHP1.V.1.1.123456' };
      // Typed digits, even right ones: a counter cannot check them, so it never confirms them offline.
      const typed = {
        ...offline(voucher, storeA, 1),
        code: codeShownAt(
          t.app,
          { kind: 'V', id: voucher.id, itemId: voucher.product_id, merchantId: voucher.merchant_id },
          clock.now() - MINUTE_MS,
        ).typed,
      };
      // A scanned code whose signature was tampered with, and one the counter made from its kit.
      const good = offline(voucher, storeA, 1);
      const parts = good.code.split('.');
      const signature = fromBase64Url(parts[7]!, 64)!;
      signature[0] = signature[0]! ^ 1;
      const tampered = {
        ...good,
        clientId: randomUUID(),
        code: [...parts.slice(0, 7), toBase64Url(signature)].join('.'),
      };
      const [made] = codesFromKit(
        kit,
        { kind: 'V', id: voucher.id, itemId: voucher.product_id },
        clock.now() - MINUTE_MS,
      ).filter((code) => code.startsWith('LHP2.'));
      const forged = { ...offline(voucher, storeA, 1), code: made! };
      // Confirmed two minutes ago with the code the customer's phone showed three minutes before that.
      const stale = {
        ...offline(voucher, storeA, 5),
        confirmedAt: new Date(clock.now() - 2 * MINUTE_MS).toISOString(),
      };
      const results = await sync(staffA, [future, old, elsewhere, garbage, stale, typed, tampered, forged]);
      expect(results.map((r) => [r.outcome, r.code])).toEqual([
        ['REFUSED', ERROR_CODES.REDEEM_SYNC_OUT_OF_RANGE],
        ['REFUSED', ERROR_CODES.REDEEM_SYNC_OUT_OF_RANGE],
        ['REFUSED', ERROR_CODES.REDEEM_WRONG_STORE],
        ['REFUSED', ERROR_CODES.REDEEM_CODE_INVALID],
        ['REFUSED', ERROR_CODES.REDEEM_CODE_EXPIRED],
        ['REFUSED', ERROR_CODES.REDEEM_CODE_INVALID],
        ['REFUSED', ERROR_CODES.REDEEM_CODE_INVALID],
        ['REFUSED', ERROR_CODES.REDEEM_CODE_INVALID],
      ]);
      expect(await redemptionRecords(t.app, 'voucher_id', voucher.id)).toEqual({
        redemptions: [],
        conflicts: [],
      });
      expect((await voucherById(t.app, voucher.id)).status).toBe('VALID');
      // A minute ahead is a counter's clock running fast, not a refusal.
      const ahead = offline(voucher, storeA, -0.5);
      expect((await sync(staffA, [ahead]))[0]?.outcome).toBe('ACCEPTED');
    });
  },
  { now: clock.now, payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
