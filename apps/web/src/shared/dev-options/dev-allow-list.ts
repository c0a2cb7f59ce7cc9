import { CONFIG_ROUTES } from '@lahap/contract/config/routes';
import type { DevOptWhiteList } from '@lahap/contract/config/schemas';
import { WEB_APP_ID } from '@lahap/contract/paths';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { getDeviceId } from '@/shared/device/device-id';
import { readEquipmentIds } from '@/shared/device/equipment-ids';
import { useSessionStore } from '@/shared/session/session-store';

/** The ids of this user and device the allow lists are matched against. */
export interface DeveloperIds {
  userId: string;
  deviceId: string;
  guid: string;
  adId: string;
}

/**
 * True when any id is on its list (user ids, device ids as `uuids`, guids, ad ids). Empty ids
 * never match, so a list holding '' cannot open the gate.
 */
export function isAllowedDeveloper(lists: DevOptWhiteList, ids: DeveloperIds): boolean {
  const on = (list: readonly string[], id: string) => id !== '' && list.includes(id);
  return (
    on(lists.userIds, ids.userId) ||
    on(lists.uuids, ids.deviceId) ||
    on(lists.guids, ids.guid) ||
    on(lists.adIds, ids.adId)
  );
}

/** This device's ids as they stand now; the user id is '' when logged out. */
export function currentDeveloperIds(): DeveloperIds {
  const equipment = readEquipmentIds();
  return {
    userId: useSessionStore.getState().tokenInfo?.userId ?? '',
    deviceId: getDeviceId(),
    guid: equipment.guid,
    // The Google advertising id is the ad id the native shell hands over.
    adId: equipment.gaid,
  };
}

/**
 * Asks the server whether this device or user may use developer options (spec §2: "only if the
 * device or user is on a remote allow list"). The explore tab's all-users flag is not read: a
 * feed shown to everyone must not open developer options to everyone. Rejects when the call
 * fails; the caller shows the network toast.
 */
export async function checkDeveloperAllowed(): Promise<boolean> {
  const lists = await callEndpoint(CONFIG_ROUTES.devOptWhiteList, { app_id: WEB_APP_ID }, { silent: true });
  return isAllowedDeveloper(lists, currentDeveloperIds());
}
