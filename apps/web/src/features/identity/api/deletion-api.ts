import { DEFAULT_CP_TYPE, IDENTITY_TYPE } from '@lahap/contract/constants';
import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/** The fixed partner pair every deletion call carries (spec §4 "Account deletion"). */
const PARTNER = { cpType: DEFAULT_CP_TYPE, identityType: IDENTITY_TYPE } as const;

/** `cancellation/query`: the assets check — what blocks deletion now and what it forfeits. */
export function queryDeletionAssets() {
  return callEndpoint(IDENTITY_ROUTES.cancellationQuery, PARTNER);
}

/** `cancellation/phone_info`: the number the deletion code goes to. */
export function fetchDeletionPhoneInfo() {
  return callEndpoint(IDENTITY_ROUTES.cancellationPhoneInfo, {});
}

/**
 * `cancellation/send_code`. Silent: the caller shows the server message or its own fallback.
 * Each send supersedes the previous processToken, so callers must keep only the newest.
 */
export function sendDeletionCode() {
  return callEndpoint(IDENTITY_ROUTES.cancellationSendCode, PARTNER, { silent: true });
}

/** `cancellation/cancellation`: deletes the account. Silent: the dialog shows the failure. */
export function confirmDeletion(verificationCode: string, processToken: string) {
  return callEndpoint(
    IDENTITY_ROUTES.cancellation,
    { ...PARTNER, verificationCode, processToken },
    { silent: true },
  );
}
