import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import { CONFIG_ROUTES } from '@lahap/contract/config/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/**
 * Whether the remote first-login popup flag is on (spec §7 config key, `{enabled}`). A missing
 * key, another shape or a failed call all mean off: the popup is an extra, never a blocker.
 */
export async function isFirstLoginPopupEnabled(): Promise<boolean> {
  try {
    const config = await callEndpoint(
      CONFIG_ROUTES.configInfo,
      { key: CONFIG_KEYS.firstLoginPopup },
      { silent: true },
    );
    return typeof config === 'object' && config !== null && 'enabled' in config && config.enabled === true;
  } catch {
    return false;
  }
}
