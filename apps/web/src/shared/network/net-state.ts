import { NET_STATES, type NetState } from '@lahap/contract/enums';
import { useNetworkStore } from './network-store';

interface NetworkInformationLike {
  type?: string;
}

/**
 * The `netstate` of X-Digital-Food: 0 offline, 1 wifi, 2 cellular. The native shell's report
 * wins; in a browser the Network Information API tells the type where it exists (Android
 * Chrome). Online with no way to know the type counts as wifi.
 */
export function currentNetState(): NetState {
  const { online, connectionType } = useNetworkStore.getState();
  if (!online || connectionType === 'none' || globalThis.navigator?.onLine === false)
    return NET_STATES.offline;
  if (connectionType === 'cellular') return NET_STATES.cellular;
  if (connectionType === 'wifi') return NET_STATES.wifi;
  const browserType = (globalThis.navigator as Navigator & { connection?: NetworkInformationLike })
    ?.connection?.type;
  if (browserType === 'none') return NET_STATES.offline;
  return browserType === 'cellular' ? NET_STATES.cellular : NET_STATES.wifi;
}
