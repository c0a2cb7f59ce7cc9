/** Native bridge answer codes (spec §8 "Native bridge codes"). */
export const BRIDGE_CODES = {
  ok: 0,
  generic: -1,
  notImplemented: -2,
  webNotImplemented: -3,
  noPermission: -4,
  permissionDenied: -5,
  notInApp: -6,
  grantedButLocationUnavailable: -7,
} as const;
export type BridgeCode = (typeof BRIDGE_CODES)[keyof typeof BRIDGE_CODES];

export const WEB_NOT_IMPLEMENTED_MESSAGE = 'Not implemented on web';

/**
 * What the Lahap native shell adds to its webview's user agent. The server reads it to draw a
 * page's first paint as the app will show it (inside the app, the home has no bar inviting to
 * the app).
 */
export const NATIVE_APP_USER_AGENT_MARK = 'LahapApp';
