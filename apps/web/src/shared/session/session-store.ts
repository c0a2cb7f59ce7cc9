import { create } from 'zustand';
import { LOCAL_KEYS } from '../storage/keys';
import { readJson, removeItem, writeJson } from '../storage/storage';

/** Spec §3 "Token info". */
export interface TokenInfo {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

export interface SessionState {
  tokenInfo: TokenInfo | null;
  setTokens: (info: TokenInfo) => void;
  clear: () => void;
}

/** True when a value has the shape of {@link TokenInfo} (as stored or as the server answers). */
export function isTokenInfo(value: unknown): value is TokenInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken, userId } = value as Partial<Record<keyof TokenInfo, unknown>>;
  return (
    typeof accessToken === 'string' &&
    accessToken !== '' &&
    typeof refreshToken === 'string' &&
    typeof userId === 'string'
  );
}

/** The token info in local storage, or null when absent or malformed. */
function readStoredTokens(): TokenInfo | null {
  const value = readJson('local', LOCAL_KEYS.tokenInfo);
  if (!isTokenInfo(value)) return null;
  return { accessToken: value.accessToken, refreshToken: value.refreshToken, userId: value.userId };
}

/**
 * The login session. The raw token info sits under its own local-storage key (not wrapped
 * in a persist envelope) because the native shell reads and writes that key directly.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  tokenInfo: readStoredTokens(),
  setTokens: (info) => {
    const tokenInfo = { accessToken: info.accessToken, refreshToken: info.refreshToken, userId: info.userId };
    writeJson('local', LOCAL_KEYS.tokenInfo, tokenInfo);
    set({ tokenInfo });
  },
  clear: () => {
    removeItem('local', LOCAL_KEYS.tokenInfo);
    set({ tokenInfo: null });
  },
}));

/** Login state derives from the presence of token info. */
export const selectIsLoggedIn = (state: SessionState): boolean => state.tokenInfo !== null;

/** The current access token, or undefined for guests. */
export function currentAccessToken(): string | undefined {
  return useSessionStore.getState().tokenInfo?.accessToken;
}

/** Re-reads the token info from storage after someone else (the native shell) wrote it. */
export function rehydrateSession(): void {
  const stored = readStoredTokens();
  const { tokenInfo } = useSessionStore.getState();
  const same =
    stored?.accessToken === tokenInfo?.accessToken &&
    stored?.refreshToken === tokenInfo?.refreshToken &&
    stored?.userId === tokenInfo?.userId;
  if (!same) useSessionStore.setState({ tokenInfo: stored });
}
