import { DEFAULT_COUNTRY_CODE } from '@lahap/contract/constants';
import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

export interface LoginInput {
  phoneNo: string;
  verificationCode: string;
  /** From the landing URL; the server keeps it only when this login registers the phone. */
  inviteCode?: string;
  shareMethod?: string;
}

/** `POST account/login`. Silent: a wrong code is shown inline under the code entry. */
export function loginWithCode(input: LoginInput) {
  return callEndpoint(
    IDENTITY_ROUTES.login,
    { countryCode: DEFAULT_COUNTRY_CODE, ...input },
    { silent: true },
  );
}
