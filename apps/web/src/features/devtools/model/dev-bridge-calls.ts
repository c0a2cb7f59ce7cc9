import { bridge } from '@/shared/bridge/bridge';

/** A harmless address for the bridge calls that need one. */
const SAMPLE_URL = 'https://example.com/';

export type BridgeMethod = keyof typeof bridge;

/**
 * One sample call per bridge method, for the debug page's "Native plugin" tab. Typed as a
 * full record, so a method added to the bridge fails type-checking here until it has a sample.
 */
export const BRIDGE_SAMPLE_CALLS: Record<BridgeMethod, () => Promise<unknown>> = {
  getCurrentPosition: () => bridge.getCurrentPosition(),
  checkLocationPermission: () => bridge.checkLocationPermission(),
  requestLocationPermission: () => bridge.requestLocationPermission(),
  takePhoto: () => bridge.takePhoto(),
  checkCameraPermission: () => bridge.checkCameraPermission(),
  requestCameraPermission: () => bridge.requestCameraPermission(),
  pickPhotos: () => bridge.pickPhotos({}),
  checkAlbumPermission: () => bridge.checkAlbumPermission(),
  requestAlbumPermission: () => bridge.requestAlbumPermission(),
  checkPushPermission: () => bridge.checkPushPermission(),
  requestPushPermission: () => bridge.requestPushPermission(),
  getPushToken: () => bridge.getPushToken(),
  getAppPermissions: () => bridge.getAppPermissions(),
  openLink: () => bridge.openLink(SAMPLE_URL),
  openInAppBrowser: () => bridge.openInAppBrowser(SAMPLE_URL),
  openWebView: () => bridge.openWebView({ url: SAMPLE_URL }),
  canLaunchApp: () => bridge.canLaunchApp(SAMPLE_URL),
  launchApp: () => bridge.launchApp(SAMPLE_URL),
  getSafeAreaHeight: () => bridge.getSafeAreaHeight(),
  setNavigationBar: () => bridge.setNavigationBar({ style: 'dark' }),
  sendBackHomeMessage: () => bridge.sendBackHomeMessage({ type: 'debug' }),
  getClientInfo: () => bridge.getClientInfo(),
  getDeviceInfo: () => bridge.getDeviceInfo(),
  setBadge: () => bridge.setBadge({ count: 1 }),
  getNetworkStatus: () => bridge.getNetworkStatus(),
  setNativeUserId: () => bridge.setNativeUserId('debug'),
  clearNativeUserId: () => bridge.clearNativeUserId(),
  shareToWhatsApp: () => bridge.shareToWhatsApp({ url: SAMPLE_URL }),
  shareSystem: () => bridge.shareSystem({ url: SAMPLE_URL }),
  exitApp: () => bridge.exitApp(),
};

export const BRIDGE_METHODS = Object.keys(BRIDGE_SAMPLE_CALLS) as BridgeMethod[];
