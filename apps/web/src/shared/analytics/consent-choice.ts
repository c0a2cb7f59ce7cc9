import type { AnalyticsConsent } from '@lahap/contract/analytics/context';
import { storeConsentChoice } from './consent';
import { track } from './track';

/**
 * The customer answered the notice or changed the setting: the choice is kept, and recorded as
 * an event under the consent just given (so a refusal itself is counted anonymously).
 */
export function chooseConsent(choice: AnalyticsConsent): void {
  storeConsentChoice(choice);
  track('consent_choice', { choice });
}
