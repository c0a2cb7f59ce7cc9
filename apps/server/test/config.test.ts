import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import { customerServiceConfigSchema, devOptWhiteListResponseSchema } from '@lahap/contract/config/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { API_PATHS, WEB_APP_ID } from '@lahap/contract/paths';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { appConfig } from '../src/db/schema/index.js';
import {
  api,
  describeEachEngine,
  expectRefusal,
  expectStillServing,
  expectSuccess,
  signedPost,
} from './helper.js';

const info = (key: string) => api(`${API_PATHS.configInfo}?key=${encodeURIComponent(key)}`);
const LIST = api(API_PATHS.configList);
const WHITE_LIST = api(API_PATHS.devOptWhiteList);

describeEachEngine('config calls', (t) => {
  it('config/info answers each seeded key', async () => {
    expect(expectSuccess(await t.app.inject(info(CONFIG_KEYS.exploreTab)))).toEqual({
      allUsers: false,
      userIds: [],
    });
    expect(expectSuccess(await t.app.inject(info(CONFIG_KEYS.firstLoginPopup)))).toEqual({ enabled: true });
    expect(expectSuccess(await t.app.inject(info(CONFIG_KEYS.devOptionStores)))).toEqual([]);
    const support = expectSuccess(await t.app.inject(info(CONFIG_KEYS.customerService)));
    expect(customerServiceConfigSchema.parse(support).whatsApp).toMatch(/^62\d+$/);
  });

  it('config/info answers data null for an unknown key', async () => {
    const response = await t.app.inject(info('no_such_key'));
    expect(response.json()).toEqual({ success: true, data: null, error: null });
  });

  it('config/info refuses a malformed key, naming it', async () => {
    for (const key of ['', 'semi;colon', 'x'.repeat(65)]) {
      expect(expectRefusal(await t.app.inject(info(key)), 400, ERROR_CODES.PARAMETER_ERROR)).toMatch(
        /^query\.key/,
      );
    }
    expectRefusal(
      await t.app.inject(api(`${API_PATHS.configInfo}?key=a&key=b`)),
      400,
      ERROR_CODES.PARAMETER_ERROR,
    );
    await expectStillServing(t.app);
  });

  it('config/info reads the database on every call', async () => {
    await t.app.db
      .update(appConfig)
      .set({ value: { allUsers: true, userIds: ['U1'] } })
      .where(eq(appConfig.key, CONFIG_KEYS.exploreTab));
    expect(expectSuccess(await t.app.inject(info(CONFIG_KEYS.exploreTab)))).toEqual({
      allUsers: true,
      userIds: ['U1'],
    });
    await t.app.db
      .update(appConfig)
      .set({ value: { allUsers: false, userIds: [] } })
      .where(eq(appConfig.key, CONFIG_KEYS.exploreTab));
  });

  it('configList answers one entry per key, in order, without envelope fields in the body', async () => {
    const response = await signedPost(
      t.app,
      LIST,
      {
        keys: [
          CONFIG_KEYS.firstLoginPopup,
          'unknown_key',
          CONFIG_KEYS.devOptionStores,
          CONFIG_KEYS.firstLoginPopup,
        ],
      },
      { envelope: false },
    );
    expect(expectSuccess(response)).toEqual([
      { key: CONFIG_KEYS.firstLoginPopup, value: { enabled: true } },
      { key: 'unknown_key', value: null },
      { key: CONFIG_KEYS.devOptionStores, value: [] },
    ]);
  });

  it('configList refuses no keys and too many keys', async () => {
    expectRefusal(
      await signedPost(t.app, LIST, { keys: [] }, { envelope: false }),
      400,
      ERROR_CODES.PARAMETER_ERROR,
    );
    const many = Array.from({ length: 51 }, (_, i) => `k${i}`);
    expectRefusal(
      await signedPost(t.app, LIST, { keys: many }, { envelope: false }),
      400,
      ERROR_CODES.PARAMETER_ERROR,
    );
  });

  it('getDevOptWhiteList answers the numeric-code form with the seeded lists', async () => {
    const response = await signedPost(t.app, WHITE_LIST, { app_id: WEB_APP_ID }, { envelope: false });
    expect(response.statusCode).toBe(200);
    const body = devOptWhiteListResponseSchema.parse(response.json());
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      userIds: ['U10000001'],
      adIds: [],
      guids: ['demo-guid-0001'],
      uuids: ['demo-device-0001'],
    });
  });

  it('getDevOptWhiteList refuses in the numeric-code form too', async () => {
    const response = await signedPost(t.app, WHITE_LIST, {}, { envelope: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1_000_400, data: null, message: 'body.app_id is required' });
    const unsigned = await t.app.inject({ method: 'POST', url: WHITE_LIST, payload: { app_id: WEB_APP_ID } });
    expect(unsigned.json()).toMatchObject({ code: 1_000_401, data: null });
  });
});
