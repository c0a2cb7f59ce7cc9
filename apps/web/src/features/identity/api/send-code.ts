import { DEFAULT_COUNTRY_CODE } from '@lahap/contract/constants';
import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

export interface SendCodeInput {
  phoneNo: string;
  /** The solved anti-bot challenge, once the server asked for one (code 1001002). */
  challengeToken?: string;
}

/**
 * `POST account/sendCode` for the LOGIN scene. Silent: the login sheet shows failures inline.
 * A frozen account is an answer to show here, not a reason to force login (spec §4).
 */
export function sendLoginCode({ phoneNo, challengeToken }: SendCodeInput) {
  return callEndpoint(
    IDENTITY_ROUTES.sendCode,
    { countryCode: DEFAULT_COUNTRY_CODE, phoneNo, scene: 'LOGIN', challengeToken },
    { silent: true, frozenRelogin: false },
  );
}
