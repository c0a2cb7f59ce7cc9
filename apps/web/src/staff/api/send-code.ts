import { DEFAULT_COUNTRY_CODE } from '@lahap/contract/constants';
import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import { callStaff } from './staff-client';

/**
 * `POST account/sendCode` for the LOGIN scene: the one-time code staff log in with is the one
 * customers get. `challengeToken` is the solved proof of work, once the server asked for one
 * (1001002). In demo mode the answer carries the code (`demoCode`).
 */
export function sendStaffCode(phoneNo: string, challengeToken?: string) {
  return callStaff(IDENTITY_ROUTES.sendCode, {
    countryCode: DEFAULT_COUNTRY_CODE,
    phoneNo,
    scene: 'LOGIN',
    challengeToken,
  });
}
