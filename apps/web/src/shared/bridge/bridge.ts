import { BRIDGE_CODES, WEB_NOT_IMPLEMENTED_MESSAGE } from '@lahap/contract/bridge';
import type {
  AppPermission,
  BackHomeMessage,
  BadgeOptions,
  BridgeFailureCode,
  BridgeResult,
  ClientInfo,
  LaunchCheck,
  LaunchOutcome,
  LocationPermission,
  NativeDeviceInfo,
  NativePosition,
  NavigationBarOptions,
  NetworkStatus,
  PermissionStatus,
  PickedImage,
  PickPhotosOptions,
  PositionOptions,
  PushToken,
  SafeArea,
  ShareContent,
  ShareOutcome,
  WebViewOptions,
} from './bridge-types';
import { callHost, isCapacitorNative, nativeHost } from './native-host';

/** Shown when the shell is native but too old to carry the host object. */
const HOST_MISSING_MESSAGE = 'Not implemented in this app version';

/** True inside the native app shell; false in a browser or installed PWA. */
export function isNativeApp(): boolean {
  return nativeHost() !== null || isCapacitorNative();
}

function invoke<T>(method: string, args: object = {}): Promise<BridgeResult<T>> {
  if (!isNativeApp()) {
    return Promise.resolve({ code: BRIDGE_CODES.webNotImplemented, message: WEB_NOT_IMPLEMENTED_MESSAGE });
  }
  const host = nativeHost();
  if (!host) return Promise.resolve({ code: BRIDGE_CODES.notImplemented, message: HOST_MISSING_MESSAGE });
  return callHost<T>(host, method, args);
}

/**
 * The native capabilities of spec §1. Each method resolves to a {@link BridgeResult} and never
 * rejects; on the web every one answers code -3 "Not implemented on web". Call them through
 * the object (`bridge.setBadge(…)`) so tests can spy on them.
 */
export const bridge = {
  // Location.
  getCurrentPosition: (options: PositionOptions = {}) =>
    invoke<NativePosition>('getCurrentPosition', options),
  checkLocationPermission: () => invoke<LocationPermission>('checkLocationPermission'),
  requestLocationPermission: () => invoke<LocationPermission>('requestLocationPermission'),
  // Camera.
  takePhoto: () => invoke<PickedImage>('takePhoto'),
  checkCameraPermission: () => invoke<PermissionStatus>('checkCameraPermission'),
  requestCameraPermission: () => invoke<PermissionStatus>('requestCameraPermission'),
  // Album and photos.
  pickPhotos: (options: PickPhotosOptions = {}) => invoke<PickedImage[]>('pickPhotos', options),
  checkAlbumPermission: () => invoke<PermissionStatus>('checkAlbumPermission'),
  requestAlbumPermission: () => invoke<PermissionStatus>('requestAlbumPermission'),
  // Push notifications.
  checkPushPermission: () => invoke<PermissionStatus>('checkPushPermission'),
  requestPushPermission: () => invoke<PermissionStatus>('requestPushPermission'),
  getPushToken: () => invoke<PushToken>('getPushToken'),
  // App permissions.
  getAppPermissions: () => invoke<AppPermission[]>('getAppPermissions'),
  // Links, browsers and webviews.
  openLink: (url: string) => invoke<null>('openLink', { url }),
  openInAppBrowser: (url: string) => invoke<null>('openInAppBrowser', { url }),
  openWebView: (options: WebViewOptions) => invoke<null>('openWebView', options),
  canLaunchApp: (url: string) => invoke<LaunchCheck>('canLaunchApp', { url }),
  launchApp: (url: string) => invoke<LaunchOutcome>('launchApp', { url }),
  // Layout.
  getSafeAreaHeight: () => invoke<SafeArea>('getSafeAreaHeight'),
  setNavigationBar: (options: NavigationBarOptions) => invoke<null>('setNavigationBar', options),
  // Messaging between webviews.
  sendBackHomeMessage: (message: BackHomeMessage) => invoke<null>('sendBackHomeMessage', message),
  // Client and device.
  getClientInfo: () => invoke<ClientInfo>('getClientInfo'),
  getDeviceInfo: () => invoke<NativeDeviceInfo>('getDeviceInfo'),
  setBadge: (options: BadgeOptions) => invoke<null>('setBadge', options),
  getNetworkStatus: () => invoke<NetworkStatus>('getNetworkStatus'),
  // Native user id (spec §4: set after login, cleared on relogin).
  setNativeUserId: (userId: string) => invoke<null>('setNativeUserId', { userId }),
  clearNativeUserId: () => invoke<null>('clearNativeUserId'),
  // Share.
  shareToWhatsApp: (content: ShareContent) => invoke<ShareOutcome>('shareToWhatsApp', content),
  shareSystem: (content: ShareContent) => invoke<ShareOutcome>('shareSystem', content),
  // App.
  exitApp: () => invoke<null>('exitApp'),
};

/** A failed bridge answer raised as an exception by {@link callOrThrow}. */
export class BridgeError extends Error {
  readonly code: BridgeFailureCode;

  constructor(code: BridgeFailureCode, message: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
  }
}

/** The answer's data, or a {@link BridgeError} carrying its code and message. */
export function callOrThrow<T>(result: BridgeResult<T>): T {
  if (result.code === 0) return result.data;
  throw new BridgeError(result.code, result.message);
}
