import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { HomeListData } from '@lahap/contract/discovery/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createStore } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectSuccess, signedPost } from './helper.js';
import { ID_CASES, type IdCase, SAMPLES, fieldOf, queryOf, requestValue } from './id-fields.js';
import { type TestStaff, loginStaff } from './redemption-factories.js';

/** The largest value of a bigint column: the largest id there can be. */
const MAX_ID = '9223372036854775807';
/** One past it, and the largest 19 digits: both used to reach SQL and fail its cast (a 500). */
const OUT_OF_RANGE = ['9223372036854775808', '9999999999999999999'];

it('finds the id fields of the endpoint tables', () => {
  // The settlement, product detail, coupon, discovery and order calls each take one or more.
  expect(new Set(ID_CASES.map((c) => c.endpoint.path)).size).toBeGreaterThanOrEqual(24);
});

describeEachEngine('ids beyond the bigint range', (t) => {
  let user: TestUser;
  let staff: TestStaff;
  beforeAll(async () => {
    user = await createUser(t.app);
    staff = await loginStaff(t.app, await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 1 }));
    // A list to continue from, for the recommend list that follows the distance list.
    SAMPLES.originQueryId = expectSuccess<HomeListData>(
      await signedPost(t.app, api(DISCOVERY_PATHS.findByDistance), { lat: -6.2, lng: 106.8 }),
    ).queryId;
  });

  async function send(target: IdCase, id: string): Promise<LightMyRequestResponse> {
    const { endpoint, part } = target;
    const token = endpoint.auth === 'staff' ? staff.token : user.token;
    const value = requestValue(target, id);
    if (part === 'query') {
      return t.app.inject({
        method: endpoint.method,
        url: `${api(endpoint.path)}?${queryOf(value)}`,
        headers: { [HEADERS.authorize]: token },
      });
    }
    return signedPost(t.app, api(endpoint.path), value, { headers: { [HEADERS.authorize]: token } });
  }

  for (const target of ID_CASES) {
    const where = `${target.endpoint.method} ${target.endpoint.path} ${fieldOf(target)}`;
    it(`${where}: a parameter error above ${MAX_ID}, and ${MAX_ID} itself taken as an id`, async () => {
      for (const id of OUT_OF_RANGE) {
        const answer = await send(target, id);
        expect(answer.statusCode, `${where} = ${id}: ${answer.body}`).toBe(400);
        const { error } = answer.json<{ error: { code: string; message: string } }>();
        expect(error.code, `${where} = ${id}: ${answer.body}`).toBe(ERROR_CODES.PARAMETER_ERROR);
        expect(error.message, `${where} = ${id}`).toContain(fieldOf(target));
      }
      // The largest id is an id: the call answers as for any id it does not know.
      const largest = await send(target, MAX_ID);
      expect(largest.statusCode, `${where} = ${MAX_ID}: ${largest.body}`).toBeLessThan(500);
      const { error } = largest.json<{ error: { code: string } | null }>();
      expect(error?.code, `${where} = ${MAX_ID}: ${largest.body}`).not.toBe(ERROR_CODES.PARAMETER_ERROR);
    });
  }
});
