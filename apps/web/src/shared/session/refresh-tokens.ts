import { DEFAULT_CP_TYPE, IDENTITY_TYPE } from '@lahap/contract/constants';
import { API_PATHS } from '@lahap/contract/paths';
import { sendRequest } from '../api-client/transport';
import { isTokenInfo, useSessionStore } from './session-store';

/**
 * Exchanges the stored refresh token for new tokens (`POST /account/refreshToken`, spec §7)
 * and stores them. Resolves false, never rejects, when there is no refresh token or the
 * server refuses: the caller then drops the session. It goes straight to the transport so a
 * failed refresh can never trigger another refresh.
 */
export async function refreshTokens(): Promise<boolean> {
  const current = useSessionStore.getState().tokenInfo;
  if (!current?.refreshToken) return false;
  try {
    const data = await sendRequest({
      method: 'POST',
      path: API_PATHS.refreshToken,
      body: { refreshToken: current.refreshToken, identityType: IDENTITY_TYPE, cpType: DEFAULT_CP_TYPE },
      // No Authorize: the access token is the expired one, and the server would refuse it.
    });
    if (!isTokenInfo(data)) return false;
    useSessionStore.getState().setTokens(data);
    return true;
  } catch {
    return false;
  }
}
