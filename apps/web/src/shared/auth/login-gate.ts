import { create } from 'zustand';
import { selectIsLoggedIn, useSessionStore } from '../session/session-store';

/** What the login sheet host reads: whether to show the sheet, and for which request. */
export interface LoginGateState {
  open: boolean;
  /** Grows with every new prompt, so the sheet starts afresh instead of showing the last attempt. */
  requestId: number;
  /** Why login was asked for (claim, favourite, relogin…), for analytics and the sheet's copy. */
  scene?: string;
}

export const useLoginGateStore = create<LoginGateState>()(() => ({ open: false, requestId: 0 }));

let pending: Promise<boolean> | null = null;
let settle: ((loggedIn: boolean) => void) | null = null;

/**
 * Resolves true once the visitor is logged in: at once when they already are, otherwise after
 * the login sheet closes (true on login, false when dismissed). Concurrent callers share one
 * sheet and one answer, so two gated actions never stack two sheets.
 */
export function requireLogin(scene?: string): Promise<boolean> {
  if (selectIsLoggedIn(useSessionStore.getState())) return Promise.resolve(true);
  pending ??= new Promise<boolean>((resolve) => {
    settle = resolve;
    useLoginGateStore.setState((state) => ({ open: true, requestId: state.requestId + 1, scene }));
  });
  return pending;
}

/** Closes the sheet and answers every waiting {@link requireLogin} call. */
export function closeLoginGate(loggedIn: boolean): void {
  const done = settle;
  settle = null;
  pending = null;
  useLoginGateStore.setState({ open: false });
  done?.(loggedIn);
}
