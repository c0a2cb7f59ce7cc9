import { DEFAULT_COUNTRY_CODE } from '@lahap/contract/constants';
import type { SendCodeData } from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { apiPost } from '@/shared/api-client/client';

export interface SendCodeInput {
  phoneNo: string;
  /** The solved anti-bot challenge, once the server asked for one (code 1001002). */
  challengeToken?: string;
}

/**
 * `POST account/sendCode` for the LOGIN scene. Silent: the login sheet shows failures inline.
 * A frozen account is an answer to show here, not a reason to force login (spec §4).
 */
export function sendLoginCode({ phoneNo, challengeToken }: SendCodeInput): Promise<SendCodeData> {
  return apiPost<SendCodeData>(
    API_PATHS.sendCode,
    { countryCode: DEFAULT_COUNTRY_CODE, phoneNo, scene: 'LOGIN', challengeToken },
    { silent: true, frozenRelogin: false },
  );
}
