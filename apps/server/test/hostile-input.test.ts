import { createHmac, randomUUID } from 'node:crypto';
import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { HomeListData } from '@lahap/contract/discovery/schemas';
import { ALL_ENDPOINTS } from '@lahap/contract/endpoints';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { deriveSecret } from '../src/lib/secrets.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/sandbox/sandbox-provider.js';
import { createSaleProduct, settle, submit } from './purchase-factories.js';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import { api, describeEachEngine, expectSuccess, signedPost } from './helper.js';
import { ID_CASES, SAMPLES, fieldOf, queryOf, requestValue } from './id-fields.js';
import { callerPost } from './identity-helper.js';
import { loginStaff } from './redemption-factories.js';
import {
  RUNS_PER_ROUTE,
  SEED,
  describeHostileRoutes,
  fingerprinter,
  hostileValue,
  mountedRoute,
} from './hostile-routes.js';
import { spellingsOf } from './spellings.js';

describeHostileRoutes(1, 3);

describeEachEngine(
  'hostile input beyond the calls one by one',
  (t) => {
    it('mounts every call of the contract', () => {
      // The endpoint table test checks that the two are the same; describeHostileRoutes tries each call.
      expect(ALL_ENDPOINTS.length).toBeGreaterThan(30);
      for (const endpoint of ALL_ENDPOINTS)
        expect(mountedRoute(t.app, endpoint), endpoint.path).toBeDefined();
    });

    /** Every table's fingerprint but those a webhook may write when it refuses one (its record). */
    async function fingerprintBut(...tables: string[]): Promise<() => Promise<Record<string, string>>> {
      const fingerprint = await fingerprinter(t.app);
      return async () =>
        Object.fromEntries(Object.entries(await fingerprint()).filter(([name]) => !tables.includes(name)));
    }

    it('sees every write a refused request could make: a row added, changed or removed, a table emptied', async () => {
      const fingerprint = await fingerprinter(t.app);
      const user = await createUser(t.app);
      const afterInsert = await fingerprint();
      expect(afterInsert.users).toBeDefined();

      // The same values again are no write; another value is.
      await t.app.rawQuery({ text: 'UPDATE users SET user_name = user_name WHERE id = $1' }, [user.id]);
      expect(await fingerprint()).toEqual(afterInsert);
      await t.app.rawQuery({ text: "UPDATE users SET user_name = 'Renamed' WHERE id = $1" }, [user.id]);
      const afterUpdate = await fingerprint();
      expect(afterUpdate.users).not.toEqual(afterInsert.users);

      await t.app.rawQuery({ text: 'DELETE FROM favourites WHERE user_id = $1' }, [user.id]);
      expect(await fingerprint(), 'a delete of no row').toEqual(afterUpdate);
      await t.app.rawQuery({ text: 'TRUNCATE sms_outbox' }, []);
      expect((await fingerprint()).sms_outbox).not.toEqual(afterUpdate.sms_outbox);
    });

    it("answers every hostile delivery to the provider's webhook with its client error, and applies none", async () => {
      const url = api(PAYMENT_PATHS.payNotify.replace(':provider', 'sandbox'));
      const key = deriveSecret(t.app.config.jwtSecret, 'sandbox-webhook');
      const signatureOf = (raw: string) => createHmac('sha256', key).update(raw).digest('hex');
      const event = (fields: Record<string, unknown> = {}) =>
        JSON.stringify({
          eventId: `evt_${randomUUID()}`,
          type: 'charge.declined',
          chargeRef: `sbx_${randomUUID()}`,
          merchantRef: '900000001',
          amount: 80_000,
          currency: 'IDR',
          occurredAt: new Date().toISOString(),
          ...fields,
        });
      const deliver = (
        raw: string,
        options: { signature?: string | null; contentType?: string; path?: string } = {},
      ) => {
        const signature = options.signature === undefined ? signatureOf(raw) : options.signature;
        return t.app.inject({
          method: 'POST',
          url: options.path ?? url,
          headers: {
            'content-type': options.contentType ?? 'application/json',
            ...(signature === null ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }),
          },
          payload: raw,
        });
      };
      const REFUSED = [401, ERROR_CODES.PAY_NOTIFY_REFUSED] as const;
      const MALFORMED = [400, ERROR_CODES.PARAMETER_ERROR] as const;
      const bodyLimit = t.app.config.bodyLimitBytes;
      const cases: [string, () => Promise<LightMyRequestResponse>, readonly [number, string]][] = [
        ['unsigned', () => deliver(event(), { signature: null }), REFUSED],
        ['signed with another key', () => deliver(event(), { signature: 'ab'.repeat(32) }), REFUSED],
        ['a signature that is not hex', () => deliver(event(), { signature: 'zz'.repeat(32) }), REFUSED],
        ['a short signature', () => deliver(event(), { signature: 'abcd' }), REFUSED],
        [
          'a NUL in the signature',
          () => deliver(event(), { signature: `${'ab'.repeat(31)}\u0000a` }),
          REFUSED,
        ],
        [
          'signed, to another provider',
          () => deliver(event(), { path: url.replace('sandbox', 'midtrans') }),
          REFUSED,
        ],
        ['signed, empty', () => deliver(''), MALFORMED],
        ['signed, not JSON', () => deliver('{"eventId":'), MALFORMED],
        ['signed, null', () => deliver('null'), MALFORMED],
        ['signed, an array', () => deliver('[]'), MALFORMED],
        ['signed, a string', () => deliver('"charge.paid"'), MALFORMED],
        ['a NUL in eventId', () => deliver(event({ eventId: `evt_\u0000${randomUUID()}` })), MALFORMED],
        ['a NUL in chargeRef', () => deliver(event({ chargeRef: `sbx_\u0000${randomUUID()}` })), MALFORMED],
        ['only a NUL as eventId', () => deliver(event({ eventId: '\u0000' })), MALFORMED],
        ['an escape in eventId', () => deliver(event({ eventId: `\u001b[2J${randomUUID()}` })), MALFORMED],
        ['a DEL in chargeRef', () => deliver(event({ chargeRef: `sbx_\u007f${randomUUID()}` })), MALFORMED],
        [
          'a C1 control in chargeRef',
          () => deliver(event({ chargeRef: `sbx_\u009b${randomUUID()}` })),
          MALFORMED,
        ],
        [
          'a lone surrogate in eventId',
          () => deliver(event({ eventId: `\udfff${randomUUID()}` })),
          MALFORMED,
        ],
        ['a text amount', () => deliver(event({ amount: '80000' })), MALFORMED],
        ['a fractional amount', () => deliver(event({ amount: 1.5 })), MALFORMED],
        ['an amount past 2^53', () => deliver(event({ amount: 2 ** 60 })), MALFORMED],
        ['a number for eventId', () => deliver(event({ eventId: 42 })), MALFORMED],
        ['an object for chargeRef', () => deliver(event({ chargeRef: { $ne: null } })), MALFORMED],
        ['a list for chargeRef', () => deliver(event({ chargeRef: ['sbx_1'] })), MALFORMED],
        ['no type', () => deliver(event({ type: undefined })), MALFORMED],
        ['"constructor" for type', () => deliver(event({ type: 'constructor' })), MALFORMED],
        ['"__proto__" for type', () => deliver(event({ type: '__proto__' })), MALFORMED],
        [
          'a huge eventId',
          () => deliver(event({ eventId: 'e'.repeat(Math.floor(bodyLimit / 2)) })),
          MALFORMED,
        ],
        [
          'a body over the limit',
          () => deliver(event({ eventId: 'e'.repeat(bodyLimit + 1) })),
          [413, ERROR_CODES.PAYLOAD_TOO_LARGE],
        ],
      ];
      const fingerprint = await fingerprintBut('payment_events');
      const before = await fingerprint();
      for (const [name, send, [status, code]] of cases) {
        const answer = await send();
        const where = `${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, where).toBe(status);
        expect(answer.json<{ success: boolean; error: { code: string } }>(), where).toMatchObject({
          success: false,
          error: { code },
        });
      }
      // Other content types and nesting deeper than any call stack: refused, never a 5xx.
      for (const [raw, contentType] of [
        [event(), 'text/plain'],
        [event(), 'application/x-www-form-urlencoded'],
        [`{"eventId":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, 'application/json'],
      ] as const) {
        const answer = await deliver(raw, { contentType });
        expect(answer.statusCode, `${contentType}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${contentType}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
      }
      // Any value in any field of a signed event: applied (200) or a parameter error, never a 5xx.
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('eventId', 'type', 'chargeRef', 'amount', 'merchantRef', 'currency'),
          hostileValue,
          async (field, value) => {
            const answer = await deliver(event({ [field]: value }));
            const where = `${field} = ${JSON.stringify(value)?.slice(0, 80)}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
            expect([200, 400, 413], where).toContain(answer.statusCode);
          },
        ),
        { numRuns: Math.min(RUNS_PER_ROUTE, 100), ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      // Nothing but the webhook records moved: no payment, order, ledger or refund row.
      const after = await fingerprint();
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of [
        'payments',
        'orders',
        'ledger_entries',
        'refunds',
        'vouchers',
        'sandbox_charges',
      ]) {
        if (table in before) expect(after[table], table).toBe(before[table]);
      }
    }, 300_000);

    it('refuses every other spelling of the tokens the server signs, and places nothing with one', async () => {
      const store = await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 1 });
      const product = await createSaleProduct(t.app, { storeIds: [store] });
      const user = await createUser(t.app);
      const { settlementToken } = await settle(t.app, user, { skuId: product.skuId });
      const [payload = ''] = settlementToken.split('.');
      const fingerprint = await fingerprintBut('request_nonces');
      const before = await fingerprint();
      for (const spelling of [
        ...spellingsOf(settlementToken),
        settlementToken.replace(payload, `${payload}=`),
        settlementToken.replace(payload, `${payload.slice(0, 4)}\n${payload.slice(4)}`),
        settlementToken.replace(payload, `${payload.slice(0, 4)}+${payload.slice(5)}`),
      ]) {
        const answer = await submit(t.app, user, spelling);
        expect(answer.statusCode, spelling).toBeLessThan(500);
        expect(answer.json<{ success: boolean }>().success, spelling).toBe(false);
        if (answer.statusCode === 400) {
          expect(answer.json<{ error: { code: string } }>().error.code, spelling).toMatch(
            new RegExp(`^(${ERROR_CODES.SETTLEMENT_EXPIRED}|${ERROR_CODES.PARAMETER_ERROR})$`),
          );
        }
      }
      expect(await fingerprint()).toEqual(before);
      // As issued, it still places its order.
      expectSuccess(await submit(t.app, user, settlementToken));

      for (const spelling of spellingsOf(user.token)) {
        const answer = await callerPost(t.app, '/account/queryUserInfo', {}, { token: spelling });
        expect(answer.statusCode, spelling).toBe(401);
        expect(answer.json<{ error: { code: string } }>().error.code, spelling).toBe(
          ERROR_CODES.ILLEGAL_TOKEN,
        );
      }

      const list = (body: Record<string, unknown>) =>
        signedPost(t.app, api(DISCOVERY_PATHS.findByDistance), {
          lat: -6.2,
          lng: 106.8,
          pageSize: 1,
          ...body,
        });
      const { queryId } = expectSuccess<HomeListData>(await list({}));
      for (const spelling of [...spellingsOf(queryId, 7), queryId.replace('.', '=.')]) {
        const answer = await list({ queryId: spelling });
        expect(answer.statusCode, spelling).toBe(400);
        expect(answer.json<{ error: { code: string } }>().error.code, spelling).toBe(
          ERROR_CODES.PARAMETER_ERROR,
        );
      }
    }, 120_000);

    it('answers an id beyond the bigint range, or no id at all, with a parameter error on every call that takes one', async () => {
      const user = await createUser(t.app);
      const staff = await loginStaff(
        t.app,
        await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 1 }),
      );
      SAMPLES.originQueryId = expectSuccess<HomeListData>(
        await signedPost(t.app, api(DISCOVERY_PATHS.findByDistance), { lat: -6.2, lng: 106.8 }),
      ).queryId;
      // Ids past bigint's range in 19 digits (these reached SQL), longer ones, and no ids at all.
      const NOT_IDS = [
        '9223372036854775808',
        '9999999999999999999',
        `${'9'.repeat(19)}0`,
        '00',
        '0x1F',
        '-1',
        '+1',
        '1e3',
        '1.0',
        ' 1',
        '1 ',
        '１２',
        '٣',
        '',
      ];
      const pastTheRange = fc.bigInt({ min: 2n ** 63n, max: 10n ** 19n - 1n }).map(String);
      const fingerprint = await fingerprintBut('request_nonces');
      const before = await fingerprint();
      for (const target of ID_CASES) {
        const { endpoint } = target;
        const headers = { [HEADERS.authorize]: endpoint.auth === 'staff' ? staff.token : user.token };
        const refuses = async (id: string) => {
          const value = requestValue(target, id);
          const answer =
            target.part === 'query'
              ? await t.app.inject({
                  method: endpoint.method,
                  url: `${api(endpoint.path)}?${queryOf(value)}`,
                  headers,
                })
              : await signedPost(t.app, api(endpoint.path), value, { headers });
          const where = `${endpoint.method} ${endpoint.path} ${fieldOf(target)} = ${JSON.stringify(id)}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
          expect(answer.statusCode, where).toBe(400);
          const { error } = answer.json<{ error: { code: string; message: string } }>();
          expect(error.code, where).toBe(ERROR_CODES.PARAMETER_ERROR);
          expect(error.message, where).toContain(fieldOf(target));
        };
        for (const id of NOT_IDS) await refuses(id);
        await fc.assert(fc.asyncProperty(pastTheRange, refuses), {
          numRuns: 4,
          ...(SEED === undefined ? {} : { seed: SEED }),
        });
      }
      expect(await fingerprint()).toEqual(before);
    }, 300_000);
    // The brand collection's own per-minute limit would answer 429 before the input is read; its
    // refusal is proven in the rate-limit tests, and here each call must reach its validation.
  },
  { discovery: { brandPavilionRateLimitMax: 100_000 } },
);
