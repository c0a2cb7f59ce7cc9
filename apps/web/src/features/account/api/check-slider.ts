import type { AltchaChallenge } from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { apiPost } from '@/shared/api-client/client';

/** `POST account/checkSlider` without a token: the server issues a proof-of-work challenge. */
export async function fetchChallenge(): Promise<AltchaChallenge> {
  const data = await apiPost<{ challenge: AltchaChallenge }>(
    API_PATHS.checkSlider,
    {},
    { silent: true, frozenRelogin: false },
  );
  return data.challenge;
}
