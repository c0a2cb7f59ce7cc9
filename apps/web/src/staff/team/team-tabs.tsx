import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { UsageView } from './usage-view';

export interface TeamTab {
  /** Its id: the address's `?tab=` and the tests'. */
  id: string;
  /** Its label, a key of the staff catalogue. */
  labelKey: ParseKeys<'staff'>;
  View: ComponentType;
}

/**
 * The team's views, in the order of their tabs; the first opens by default. The slot for the
 * others: the Errors view (`ErrorsView` of ./errors-view.tsx, built apart) is added here after
 * Usage, with its label in the staff catalogue, and needs nothing else of the page.
 */
export const TEAM_TABS: readonly TeamTab[] = [{ id: 'usage', labelKey: 'team.tabs.usage', View: UsageView }];
