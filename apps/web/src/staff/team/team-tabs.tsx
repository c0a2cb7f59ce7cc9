import { errorMessage } from '@lahap/contract/error-messages';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ErrorsView } from './errors-view';
import { currentTeamToken, endTeamSession } from './team-session';
import { UsageView } from './usage-view';

export interface TeamTab {
  /** Its id: the address's `?tab=` and the tests'. */
  id: string;
  /** Its label, a key of the staff catalogue. */
  labelKey: ParseKeys<'staff'>;
  View: ComponentType;
}

/** The error groups with the signed-in token; a refused token ends the sign-in, saying why. */
function TeamErrorsView() {
  const locale = useAppLocale();
  return (
    <ErrorsView
      token={currentTeamToken}
      onTokenRefused={() => endTeamSession(errorMessage(ERROR_CODES.TEAM_TOKEN_INVALID, locale))}
    />
  );
}

/** The team's views, in the order of their tabs; the first opens by default. */
export const TEAM_TABS: readonly TeamTab[] = [
  { id: 'usage', labelKey: 'team.tabs.usage', View: UsageView },
  { id: 'errors', labelKey: 'team.tabs.errors', View: TeamErrorsView },
];
