import { DEFAULT_COUNTRY_CODE } from '@lahap/contract/constants';
import type { LoginData } from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { apiPost } from '@/shared/api-client/client';

export interface LoginInput {
  phoneNo: string;
  verificationCode: string;
  /** From the landing URL; the server keeps it only when this login registers the phone. */
  inviteCode?: string;
  shareMethod?: string;
}

/** `POST account/login`. Silent: a wrong code is shown inline under the code entry. */
export function loginWithCode(input: LoginInput): Promise<LoginData> {
  return apiPost<LoginData>(
    API_PATHS.login,
    { countryCode: DEFAULT_COUNTRY_CODE, ...input },
    { silent: true },
  );
}
