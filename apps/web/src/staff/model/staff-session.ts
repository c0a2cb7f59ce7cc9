import type { StaffLoginData, StaffProfile } from '@lahap/contract/redemption/counter-schemas';
import { create } from 'zustand';
import { readJson, removeItem, writeJson } from '@/shared/storage/storage';
import { forgetKit } from './staff-kit';
import { STAFF_KEYS } from './storage-keys';

/** One shift's login, as staffLogin answered it. */
export interface StaffSession {
  staffToken: string;
  /** ISO time the token stops working (STAFF_SESSION_TTL_MS after login). */
  expiresAt: string;
  staff: StaffProfile;
}

/** Why the console went back to the login screen: said once there. */
export type SessionEnd =
  { reason: 'expired'; message?: string } | { reason: 'loggedOut' } | { reason: 'refused'; message: string };

interface StaffSessionState {
  session: StaffSession | null;
  /** Set when a shift ended by itself or by a refusal, cleared by the next login. */
  ended: SessionEnd | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when a stored value has the shape of a {@link StaffSession}. */
export function isStaffSession(value: unknown): value is StaffSession {
  if (!isObject(value) || !isObject(value.staff)) return false;
  const { staffId, storeId, name } = value.staff;
  return (
    typeof value.staffToken === 'string' &&
    value.staffToken !== '' &&
    typeof value.expiresAt === 'string' &&
    Number.isFinite(Date.parse(value.expiresAt)) &&
    typeof staffId === 'string' &&
    typeof storeId === 'string' &&
    typeof name === 'string' &&
    isObject(value.staff.storeName)
  );
}

/** Whether a session's token has run out at `nowMs`. */
export function sessionExpired(session: StaffSession, nowMs = Date.now()): boolean {
  return Date.parse(session.expiresAt) <= nowMs;
}

function readStoredSession(): StaffSession | null {
  const value = readJson('local', STAFF_KEYS.session);
  return isStaffSession(value) ? value : null;
}

/**
 * The staff login: its own store and storage key, apart from the customer app's session, so a
 * customer login on the same phone neither sends nor drops it.
 */
export const useStaffSession = create<StaffSessionState>()(() => ({
  session: readStoredSession(),
  ended: null,
}));

/** Re-reads the stored session (start-up, another tab, tests). */
export function reloadStaffSession(): void {
  useStaffSession.setState({ session: readStoredSession() });
}

/** Keeps a new login. */
export function startStaffSession(data: StaffLoginData): StaffSession {
  const session: StaffSession = { staffToken: data.staffToken, expiresAt: data.expiresAt, staff: data.staff };
  writeJson('local', STAFF_KEYS.session, session);
  useStaffSession.setState({ session, ended: null });
  return session;
}

/**
 * Ends the shift: forgets the token and the kit (the merchant's key leaves the device with the
 * login). Redemptions waiting to sync stay: they sync at the next login at their store.
 */
export function endStaffSession(end: SessionEnd): void {
  removeItem('local', STAFF_KEYS.session);
  forgetKit();
  useStaffSession.setState({ session: null, ended: end });
}

/**
 * The current session, or null. A session whose token has run out is ended here, so the next
 * render shows the login with the reason.
 */
export function currentStaffSession(nowMs = Date.now()): StaffSession | null {
  const { session } = useStaffSession.getState();
  if (!session) return null;
  if (sessionExpired(session, nowMs)) {
    endStaffSession({ reason: 'expired' });
    return null;
  }
  return session;
}

/** Clears the reason shown on the login screen once it has been read. */
export function clearSessionEnd(): void {
  useStaffSession.setState({ ended: null });
}
