import { checkDraw } from '@lahap/contract/lottery/draw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_LOTTERY_ID, DEMO_LOTTERY_PHONE } from '../src/demo/lottery.js';
import { rowsOf } from './coupon-factories.js';
import { createUser } from './factories.js';
import { type TestApp, buildTestApp } from './helper.js';

let built: TestApp;
beforeAll(async () => {
  built = await buildTestApp({ seed: true });
}, 120_000);
afterAll(async () => built?.close());

it('seeds a running lucky draw with a welcome chance, and a customer whose earlier draws check', async () => {
  const { app } = built;
  const visitor = await createUser(app);
  const detail = await app.lottery.detail(visitor.id, { includeRevealed: true });
  expect(detail).toMatchObject({
    activityId: String(DEMO_LOTTERY_ID),
    ended: false,
    chances: { available: 1 },
  });
  expect(detail.period.index).toBe(1);
  expect(detail.prizes.map((prize) => prize.kind)).toEqual(['RED_ENVELOPE', 'COUPON', 'RED_ENVELOPE']);
  expect(detail.revealedPeriods).toHaveLength(1);

  const [rina] = await rowsOf<{ id: number }>(
    app,
    sql`select id::int as id from users where phone_no = ${`62${DEMO_LOTTERY_PHONE}`}`,
  );
  const records = await app.lottery.records(rina!.id, { pageNo: 1, pageSize: 10 });
  expect(records.records).toHaveLength(3);
  for (const record of records.records) {
    expect(record.revealed).toBe(true);
    const verify = await app.lottery.verify(rina!.id, record.drawId);
    const check = checkDraw({ ...verify, seed: verify.seed ?? '', prizeId: verify.prize?.prizeId ?? null });
    expect(check.verified).toBe(true);
  }
}, 120_000);
