import { API_PATHS } from '@lahap/contract/paths';
import { sendRequest } from '@/shared/api-client/transport';
import { currentAccessToken } from '@/shared/session/session-store';

/**
 * `POST account/logout`, which revokes the session on the server. It goes straight to the
 * transport: through the client, an expired session would open the login sheet in the middle
 * of logging out. Never rejects; the local session is dropped whatever the server says.
 */
export async function logoutOnServer(): Promise<void> {
  try {
    await sendRequest({
      method: 'POST',
      path: API_PATHS.logout,
      body: {},
      accessToken: currentAccessToken(),
    });
  } catch {
    // The server forgets the session by itself when it expires.
  }
}
