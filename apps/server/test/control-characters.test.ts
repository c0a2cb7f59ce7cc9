import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import { API_PATHS } from '@lahap/contract/paths';
import { expect, it } from 'vitest';
import { api, describeEachEngine, expectRefusal, expectStillServing, signedPost } from './helper.js';
import { callerPost, loginAs, newCaller, newPhone, sendCode } from './identity-helper.js';

const NUL = '\u0000';

describeEachEngine('control characters are refused at the edge', (t) => {
  it('refuses a NUL in the requestId of any signed POST, before the replay guard stores it', async () => {
    for (const control of [NUL, '\u0007', '\u001b', '\u007f']) {
      const response = await signedPost(t.app, api(API_PATHS.regionList), {
        requestId: `abcdefgh${control}x`,
      });
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toContain('requestId');
    }
    await expectStillServing(t.app);
  });

  it('refuses a NUL in the X-Digital-Food device id', async () => {
    const response = await sendCode(t.app, newPhone(), newCaller({ device: `dev${NUL}1` }));
    expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toContain(HEADERS.digitalFood);
  });

  it('refuses a NUL in the body fields the probe found: headPortrait, fcmToken, positionCode, pageId, productListId', async () => {
    const { accessToken } = await loginAs(t.app);
    const caller = newCaller({ token: accessToken });
    const cases: [string, Record<string, unknown>][] = [
      [API_PATHS.editUserInfo, { userName: 'Dewi', headPortrait: `https://x/${NUL}.jpg` }],
      [API_PATHS.deviceReport, { fcmToken: `token${NUL}` }],
      [DISCOVERY_PATHS.singleResourcePos, { positionCode: `HOME${NUL}` }],
      [DISCOVERY_PATHS.flashSalePageDetail, { pageId: `p${NUL}` }],
      [DISCOVERY_PATHS.productListQuery, { productListId: `l${NUL}`, pageNo: 1, pageSize: 10 }],
    ];
    for (const [path, body] of cases) {
      const response = await callerPost(t.app, path, body, caller);
      const message = expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR);
      expect(message, path).toContain('control characters');
    }
  });

  it('refuses a NUL in a query string (getConfig?appId=%00)', async () => {
    const response = await t.app.inject({ method: 'GET', url: api(`${API_PATHS.monitorConfig}?appId=%00`) });
    expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toContain('query.appId');
    await expectStillServing(t.app);
  });

  it('lets tabs and line breaks through in free text', async () => {
    const response = await signedPost(t.app, api(API_PATHS.regionList), { sessionId: 'tab\there' });
    expect(response.statusCode).toBe(200);
  });
});
