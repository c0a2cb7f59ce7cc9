import type { SubmitData } from '@lahap/contract/orders/purchase-schemas';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { ReceiveByTokenData } from '@lahap/contract/coupons/schemas';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { HomeListData } from '@lahap/contract/discovery/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { LoginData, TokenInfo } from '@lahap/contract/identity/schemas';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, createSaleProduct, settle, submit } from './purchase-factories.js';
import { createBatch, rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { callerPost, loginAs, refresh } from './identity-helper.js';
import { loginStaff, staffPost } from './redemption-factories.js';
import { spellingsOf } from './spellings.js';

describe('spellingsOf', () => {
  it('spells a token in ways a lenient base64url decoder reads as the same bytes', () => {
    const token = `payload.${Buffer.alloc(32, 0xa5).toString('base64url')}`;
    const bytes = Buffer.from(token.split('.')[1]!, 'base64url');
    for (const spelling of spellingsOf(token)) {
      expect(spelling).not.toBe(token);
      expect(Buffer.from(spelling.split('.')[1]!, 'base64url')).toEqual(bytes);
    }
  });
});

describeEachEngine('non-canonical spellings of the tokens the server signs', (t) => {
  const ordersOf = async (userId: number) =>
    (
      await rowsOf<{ n: number }>(t.app, sql`select count(*)::int as n from orders where user_id = ${userId}`)
    )[0]!.n;

  it('places one order for a settlement token however it is spelled, even all at once', async () => {
    const store = await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 1 });
    const product = await createSaleProduct(t.app, { storeIds: [store] });
    const user = await createUser(t.app);
    const { settlementToken } = await settle(t.app, user, { skuId: product.skuId });
    const spellings = [settlementToken, ...spellingsOf(settlementToken)];
    expect(spellings.length).toBeGreaterThanOrEqual(10);

    const answers = await Promise.all(spellings.map((spelling) => submit(t.app, user, spelling)));
    const placed = new Set<string>();
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode === 200) placed.add(expectSuccess<SubmitData>(answer).orderId);
      else expectRefusal(answer, 400, ERROR_CODES.SETTLEMENT_EXPIRED);
      if (index === 0) expect(answer.statusCode).toBe(200);
    }
    expect(placed.size).toBe(1);
    expect(await ordersOf(user.id)).toBe(1);

    // One by one afterwards: the canonical spelling finds its order, no other spelling places one.
    for (const spelling of spellings) {
      const answer = await submit(t.app, user, spelling);
      if (answer.statusCode === 200) expect(placed.has(expectSuccess<SubmitData>(answer).orderId)).toBe(true);
      else expectRefusal(answer, 400, ERROR_CODES.SETTLEMENT_EXPIRED);
    }
    expect(expectSuccess<SubmitData>(await submit(t.app, user, settlementToken)).orderId).toBe(
      [...placed][0],
    );
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('refuses other spellings of a settlement token one at a time', async () => {
    const store = await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 1 });
    const product = await createSaleProduct(t.app, { storeIds: [store] });
    const user = await createUser(t.app);
    const { settlementToken } = await settle(t.app, user, { skuId: product.skuId });
    const [payload = ''] = settlementToken.split('.');
    const other = [
      ...spellingsOf(settlementToken),
      // The payload's spellings: the same JSON to a lenient decoder.
      settlementToken.replace(payload, `${payload}=`),
      settlementToken.replace(payload, `${payload.slice(0, 8)}!${payload.slice(8)}`),
    ];
    for (const spelling of other) {
      expectRefusal(await submit(t.app, user, spelling), 400, ERROR_CODES.SETTLEMENT_EXPIRED);
    }
    expect(await ordersOf(user.id)).toBe(0);
    expectSuccess(await submit(t.app, user, settlementToken));
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('gives a claim link only as minted: another spelling is an invalid link', async () => {
    const batch = await createBatch(t.app, { claimChannel: 'LINK', totalLimit: -1 });
    const token = await t.app.coupons.mintClaimLink(batch.batchId);
    const user = await createUser(t.app);
    const post = (body: Record<string, unknown>) =>
      signedPost(t.app, api(COUPON_PATHS.receiveByToken), body, as(user));
    for (const spelling of spellingsOf(token)) {
      const answer = await post({ token: spelling });
      expect(answer.statusCode, spelling).toBeLessThan(500);
      expect(answer.json<{ success: boolean }>().success, spelling).toBe(false);
    }
    const [id = ''] = token.split('.');
    expectRefusal(await post({ token: `0${token}` }), 400, ERROR_CODES.CLAIM_LINK_INVALID);
    expectRefusal(await post({ token: token.replace(id, `${id}0`) }), 400, ERROR_CODES.CLAIM_LINK_INVALID);
    expectSuccess<ReceiveByTokenData>(await post({ token }));
  });

  it('lets a staff token in only as issued', async () => {
    const store = await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 1 });
    const staff = await loginStaff(t.app, store);
    // The day's history: a call every staff token may make.
    expectSuccess(await staffPost(t.app, staff.token, REDEMPTION_PATHS.redeemHistory));
    const [header = '', payload = ''] = staff.token.split('.');
    const spellings = [
      ...spellingsOf(staff.token),
      staff.token.replace(header, `${header}=`),
      staff.token.replace(payload, `${payload}=`),
    ];
    for (const spelling of spellings) {
      const answer = await staffPost(t.app, spelling, REDEMPTION_PATHS.redeemHistory);
      expect(answer.statusCode, spelling).toBe(401);
    }
  });

  it("lets a customer's access token in only as issued", async () => {
    const user = await createUser(t.app);
    const ask = (token: string) => callerPost(t.app, '/account/queryUserInfo', {}, { token });
    expectSuccess(await ask(user.token));
    for (const spelling of spellingsOf(user.token)) {
      const answer: LightMyRequestResponse = await ask(spelling);
      expect(answer.statusCode, spelling).toBe(401);
      expect(answer.json<{ error: { code: string } }>().error.code, spelling).toBe(ERROR_CODES.ILLEGAL_TOKEN);
    }
  });

  it('exchanges a refresh token only as issued', async () => {
    const login: LoginData = await loginAs(t.app);
    for (const spelling of spellingsOf(`.${login.refreshToken}`).map((s) => s.slice(1))) {
      expectRefusal(await refresh(t.app, spelling), 401, ERROR_CODES.SESSION_INVALID);
    }
    expectSuccess<TokenInfo>(await refresh(t.app, login.refreshToken));
  });

  it('continues a list only from its queryId as answered', async () => {
    await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 1 });
    await createStore(t.app, { lat: -6.201, lng: 106.8, merchantId: 1 });
    const post = (body: Record<string, unknown>) =>
      signedPost(t.app, api(DISCOVERY_PATHS.findByDistance), {
        lat: -6.2,
        lng: 106.8,
        distance: 10,
        pageSize: 1,
        ...body,
      });
    const first = expectSuccess<HomeListData>(await post({}));
    expect(first.queryId).toBeTruthy();
    const [payload = ''] = first.queryId.split('.');
    const spellings = [...spellingsOf(first.queryId, 7), first.queryId.replace(payload, `${payload}=`)];
    for (const spelling of spellings) {
      expectRefusal(await post({ queryId: spelling }), 400, ERROR_CODES.PARAMETER_ERROR);
    }
    expectSuccess<HomeListData>(await post({ queryId: first.queryId }));
  });
});
