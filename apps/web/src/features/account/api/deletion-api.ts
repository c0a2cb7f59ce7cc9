import { DEFAULT_CP_TYPE, IDENTITY_TYPE } from '@lahap/contract/constants';
import type {
  CancellationQueryData,
  DeletionPhoneInfo,
  DeletionSendCodeData,
} from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { apiPost } from '@/shared/api-client/client';

/** The fixed partner pair every deletion call carries (spec §4 "Account deletion"). */
const PARTNER = { cpType: DEFAULT_CP_TYPE, identityType: IDENTITY_TYPE } as const;

/** `cancellation/query`: the assets check — what blocks deletion now and what it forfeits. */
export function queryDeletionAssets(): Promise<CancellationQueryData> {
  return apiPost<CancellationQueryData>(API_PATHS.cancellationQuery, PARTNER);
}

/** `cancellation/phone_info`: the number the deletion code goes to. */
export function fetchDeletionPhoneInfo(): Promise<DeletionPhoneInfo> {
  return apiPost<DeletionPhoneInfo>(API_PATHS.cancellationPhoneInfo, {});
}

/**
 * `cancellation/send_code`. Silent: the caller shows the server message or its own fallback.
 * Each send supersedes the previous processToken, so callers must keep only the newest.
 */
export function sendDeletionCode(): Promise<DeletionSendCodeData> {
  return apiPost<DeletionSendCodeData>(API_PATHS.cancellationSendCode, PARTNER, { silent: true });
}

/** `cancellation/cancellation`: deletes the account. Silent: the dialog shows the failure. */
export function confirmDeletion(verificationCode: string, processToken: string): Promise<null> {
  return apiPost<null>(
    API_PATHS.cancellation,
    { ...PARTNER, verificationCode, processToken },
    { silent: true },
  );
}
