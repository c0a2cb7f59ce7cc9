import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import type { FirstLoginPopupConfig } from '@lahap/contract/config/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { apiGet } from '@/shared/api-client/client';

/**
 * Whether the remote first-login popup flag is on (spec §7 config key, `{enabled}`). A missing
 * key, another shape or a failed call all mean off: the popup is an extra, never a blocker.
 */
export async function isFirstLoginPopupEnabled(): Promise<boolean> {
  try {
    const config = await apiGet<Partial<FirstLoginPopupConfig> | null>(
      API_PATHS.configInfo,
      { key: CONFIG_KEYS.firstLoginPopup },
      { silent: true },
    );
    return config?.enabled === true;
  } catch {
    return false;
  }
}
