import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import type { AltchaChallenge } from '@lahap/contract/identity/schemas';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/** `POST account/checkSlider` without a token: the server issues a proof-of-work challenge. */
export async function fetchChallenge(): Promise<AltchaChallenge> {
  const data = await callEndpoint(IDENTITY_ROUTES.checkSlider, {}, { silent: true, frozenRelogin: false });
  // The same call checks a solution when sent one; sent none, it answers a challenge.
  if (!('challenge' in data)) throw new Error('checkSlider answered no challenge');
  return data.challenge;
}
