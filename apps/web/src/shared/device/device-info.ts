import { WEB_CLIENT_VERSION, WEB_CLIENT_VERSION_CODE } from '@lahap/contract/constants';
import { bridge } from '../bridge/bridge';
import type { NativeDeviceInfo } from '../bridge/bridge-types';
import { getDeviceId } from './device-id';
import { readDfp, readEquipmentIds } from './equipment-ids';
import { parseUserAgent } from './user-agent';

/** Spec §3 "Device info". */
export interface DeviceInfo extends NativeDeviceInfo {
  h5Version: string;
  h5VersionCode: number;
}

function browserDeviceInfo(): NativeDeviceInfo {
  const ua = parseUserAgent(globalThis.navigator?.userAgent ?? '');
  const locale = globalThis.navigator?.language ?? '';
  const country = locale.split(/[-_]/)[1]?.toUpperCase() ?? '';
  const { guid, ouid, apid, duid, gaid } = readEquipmentIds();
  return {
    model: ua.model,
    brand: ua.brand,
    hardwareType: ua.hardwareType,
    osType: ua.osType,
    androidVersion: ua.androidVersion,
    androidVersionCode: null,
    iosVersionCode: ua.iosVersionCode,
    width: globalThis.innerWidth ?? 0,
    height: globalThis.innerHeight ?? 0,
    locale,
    country,
    markRegion: country,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    dfp: readDfp(),
    adId: gaid,
    apid,
    duid,
    guid,
    ouid,
    deviceId: getDeviceId(),
  };
}

/**
 * The device info: the native app's answer when it gives one, else what the browser shows
 * (user agent and window size), as spec §7 prescribes. Fields the native answer leaves out
 * are filled from the browser.
 */
export async function getDeviceInfo(): Promise<DeviceInfo> {
  const fallback = browserDeviceInfo();
  const native = await bridge.getDeviceInfo();
  const base = native.code === 0 ? { ...fallback, ...dropEmpty(native.data) } : fallback;
  return { ...base, h5Version: WEB_CLIENT_VERSION, h5VersionCode: WEB_CLIENT_VERSION_CODE };
}

function dropEmpty(data: Partial<NativeDeviceInfo> | null): Partial<NativeDeviceInfo> {
  if (!data) return {};
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<NativeDeviceInfo>;
}
