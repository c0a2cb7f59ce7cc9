import type { BRIDGE_CODES, BridgeCode } from '@lahap/contract/bridge';

/** A failed bridge answer's code: every bridge code except success (spec §8). */
export type BridgeFailureCode = Exclude<BridgeCode, typeof BRIDGE_CODES.ok>;

/** What every bridge method resolves to; it never rejects. */
export type BridgeResult<T> = { code: 0; data: T } | { code: BridgeFailureCode; message: string };

export type PermissionState = 'granted' | 'denied' | 'prompt';

/** Location permission as the shell reports it (spec §6: coarseLocation and granted/denied). */
export interface LocationPermission {
  location: PermissionState;
  coarseLocation: PermissionState;
}

export interface PermissionStatus {
  state: PermissionState;
}

export interface PositionOptions {
  enableHighAccuracy?: boolean;
  timeoutMs?: number;
}

export interface NativePosition {
  latitude: number;
  longitude: number;
  accuracy?: number;
  /** True when developer options simulate the coordinates. */
  isSimulated: boolean;
}

/** An image taken with the camera or picked from the album. */
export interface PickedImage {
  /** A URL the webview can load (`fetch` it to get the bytes). */
  webPath: string;
  mimeType: string;
}

export interface PickPhotosOptions {
  limit?: number;
}

export interface PushToken {
  token: string;
}

export interface AppPermission {
  name: string;
  state: PermissionState;
}

/** Safe-area insets in CSS pixels. */
export interface SafeArea {
  top: number;
  bottom: number;
}

/** A message for the app's home webview, sent when a page on top of it hands back. */
export interface BackHomeMessage {
  type: string;
  payload?: unknown;
}

/** Spec §3 "Client info". */
export interface ClientInfo {
  id: string;
  versionName: string;
  versionCode: number;
  realVersionName: string;
}

/** Spec §3 "Device info" as the native app knows it; the web app adds its own version and id. */
export interface NativeDeviceInfo {
  model: string;
  height: number;
  width: number;
  brand: string;
  hardwareType: string;
  locale: string;
  country: string;
  timeZone: string;
  markRegion: string;
  /** 0 Android, 1 iOS; null for other platforms. */
  osType: 0 | 1 | null;
  androidVersion: string;
  androidVersionCode: number | null;
  iosVersionCode: string;
  dfp: string;
  adId: string;
  apid: string;
  duid: string;
  guid: string;
  ouid: string;
  deviceId: string;
}

export interface BadgeOptions {
  count: number;
}

export interface NavigationBarOptions {
  backgroundColor?: string;
  /** Icon colour on the bar. */
  style?: 'light' | 'dark';
  hidden?: boolean;
}

export interface LaunchCheck {
  available: boolean;
}

export interface LaunchOutcome {
  launched: boolean;
}

export interface WebViewOptions {
  url: string;
  title?: string;
}

export interface ShareContent {
  title?: string;
  text?: string;
  url?: string;
  imageUrl?: string;
}

/** The share UI needs these apart: each shows its own text (spec §8 "Share"). */
export interface ShareOutcome {
  outcome: 'shared' | 'cancelled' | 'appNotInstalled';
}

export type ConnectionType = 'wifi' | 'cellular' | 'none' | 'unknown';

export interface NetworkStatus {
  connected: boolean;
  connectionType: ConnectionType;
}
