import { create } from 'zustand';
import { readString, removeItem, writeString } from '@/shared/storage/storage';
import { STAFF_KEYS } from '../model/storage-keys';

interface TeamSessionState {
  /** The team's admin token, or null before the sign-in (or after a refusal). */
  token: string | null;
  /** The server's message when a token was refused while in use: said once on the sign-in. */
  refused: string | null;
}

/**
 * The team's views' sign-in, apart from the staff login: the token lives in this tab's
 * sessionStorage only, so closing the tab forgets it and another tab asks for it again.
 */
export const useTeamSession = create<TeamSessionState>()(() => ({
  token: readString('session', STAFF_KEYS.teamToken),
  refused: null,
}));

export function currentTeamToken(): string | null {
  return useTeamSession.getState().token;
}

export function startTeamSession(token: string): void {
  writeString('session', STAFF_KEYS.teamToken, token);
  useTeamSession.setState({ token, refused: null });
}

/** Forgets the token: signed out (no message), or refused by the server (its message). */
export function endTeamSession(refused: string | null = null): void {
  removeItem('session', STAFF_KEYS.teamToken);
  useTeamSession.setState({ token: null, refused });
}
