import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import type { AltchaChallenge } from '@lahap/contract/identity/schemas';
import { callStaff } from './staff-client';

/** `POST account/checkSlider` without a token: the server issues a proof-of-work challenge. */
export async function fetchChallenge(): Promise<AltchaChallenge> {
  const data = await callStaff(IDENTITY_ROUTES.checkSlider, {});
  // The same call checks a solution when sent one; sent none, it answers a challenge.
  if (!('challenge' in data)) throw new Error('checkSlider answered no challenge');
  return data.challenge;
}
