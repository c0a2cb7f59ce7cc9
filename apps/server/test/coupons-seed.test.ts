import { readFile } from 'node:fs/promises';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type {
  ClaimAwardData,
  CouponDetailData,
  MyCouponsData,
  ReceiveByTokenData,
  RedPacketActivityData,
} from '@lahap/contract/coupons/schemas';
import { HEADERS } from '@lahap/contract/headers';
import { expect, it } from 'vitest';
import { NEW_CUSTOMER_BATCH_ID } from '../src/demo/coupon-offers.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectSuccess, signedPost } from './helper.js';

const README = new URL('../../../README.md', import.meta.url);

describeEachEngine(
  'coupons on the demo city',
  (t) => {
    const post = (path: string, body: Record<string, unknown>, user: TestUser | null = null) =>
      signedPost(t.app, api(path), body, user ? { headers: { [HEADERS.authorize]: user.token } } : {});

    it('shows a live big-image red packet whose envelopes a new customer finds in the wallet', async () => {
      const user = await createUser(t.app);
      const { activity } = expectSuccess<RedPacketActivityData>(
        await post(COUPON_PATHS.redPacketActivity, {}, user),
      );
      expect(activity).toMatchObject({ display: 'BIG_IMAGE', opened: false });
      expect(activity?.envelopes.length).toBeGreaterThanOrEqual(3);
      const opened = expectSuccess<ClaimAwardData>(
        await post(COUPON_PATHS.claimAward, { activityId: activity?.activityId }, user),
      );
      expect(opened.couponList.map((c) => c.discountAmount)).toEqual(
        activity?.envelopes.map((e) => e.discountAmount),
      );
      const wallet = expectSuccess<MyCouponsData>(
        await post(COUPON_PATHS.myCoupons, { business: 'LOCAL_LIFE', status: 'valid' }, user),
      );
      expect(wallet.couponList).toHaveLength(opened.couponList.length);
    });

    it('claims with each claim-link token the README prints, once', async () => {
      const readme = await readFile(README, 'utf8');
      const tokens = [...readme.matchAll(/`(\d+\.\d+\.[A-Za-z0-9_-]{43})`/g)].map((match) => match[1]);
      expect(tokens.length).toBeGreaterThanOrEqual(3);
      const user = await createUser(t.app);
      const ids = new Set<string>();
      for (const token of tokens) {
        ids.add(
          expectSuccess<ReceiveByTokenData>(await post(COUPON_PATHS.receiveByToken, { token }, user)).id,
        );
      }
      expect(ids.size).toBe(tokens.length);
    });

    it('has the home popup open the new-customer envelope it promises', async () => {
      const [popup] = await t.app.rawQuery<{ jump: string }>(
        {
          text: `select jump_url_map->>'id-ID' as jump from resource_positions where kind = 'POPUP' and code = 'HOME'`,
        },
        [],
      );
      expect(popup?.jump).toBe(`/platform/couponDetail?detailId=${NEW_CUSTOMER_BATCH_ID}`);
      const detail = expectSuccess<CouponDetailData>(
        await post(COUPON_PATHS.detail, { detailId: String(NEW_CUSTOMER_BATCH_ID) }),
      );
      expect(detail.template).toMatchObject({ newUserOnly: true, discountAmount: 25_000 });
    });
  },
  { seed: true },
);
