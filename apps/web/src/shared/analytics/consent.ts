import { type AnalyticsConsent, CONSENT_COOKIE, isAnalyticsConsent } from '@lahap/contract/analytics/context';
import { create } from 'zustand';
import { LOCAL_KEYS } from '../storage/keys';
import { writeServerCookie } from '../storage/server-cookie';
import { readString, writeString } from '../storage/storage';

/** The stored answer to the consent notice, or null while the customer has not answered. */
export function readConsentChoice(): AnalyticsConsent | null {
  const stored = readString('local', LOCAL_KEYS.analyticsConsent);
  return isAnalyticsConsent(stored) ? stored : null;
}

/**
 * Tells the server this device has answered (CONSENT_COOKIE), so its next page does not draw the
 * notice ahead of the app. Written at every start too: a device that answered before the cookie
 * existed gets it, and it outlives a year's visits.
 */
export function shareConsentWithServer(choice: AnalyticsConsent): void {
  writeServerCookie(CONSENT_COOKIE, choice);
}

interface ConsentState {
  /** Null until the customer answers the notice; it shows until then. */
  choice: AnalyticsConsent | null;
}

/** The analytics choice (UU PDP), read once at start and written by {@link storeConsentChoice}. */
export const useConsentStore = create<ConsentState>()(() => ({ choice: readConsentChoice() }));

/**
 * What events are sent under: no answer yet counts as no consent, so a first visit sends only
 * anonymous counts until the customer agrees.
 */
export const selectConsent = (state: ConsentState): AnalyticsConsent => state.choice ?? 'denied';

export function currentConsent(): AnalyticsConsent {
  return selectConsent(useConsentStore.getState());
}

/** Keeps the choice on this device; a storage that refuses still honours it for this visit. */
export function storeConsentChoice(choice: AnalyticsConsent): void {
  writeString('local', LOCAL_KEYS.analyticsConsent, choice);
  shareConsentWithServer(choice);
  useConsentStore.setState({ choice });
}
