/** Request header names of spec §7, spelled once. */
export const HEADERS = {
  sign: 'Sign',
  timestamp: 'Timestamp',
  authorize: 'Authorize',
  protocolVersion: 'X-Protocol-Ver',
  appKey: 'AppKey',
  identityType: 'IdentityType',
  cpType: 'Cptype',
  locale: 'X-Sys',
  digitalFood: 'X-Digital-Food',
  requestId: 'X-Request-Id',
} as const;

/** The fields carried in X-Digital-Food. */
export interface DigitalFoodHeader {
  deviceId: string;
  channel: string;
  /** 0 offline, 1 wifi, 2 cellular. */
  netstate: number;
  requestId: string;
  sessionId: string;
  sourceTag: string;
  dfp: string;
  guid?: string;
  ouid?: string;
  apid?: string;
  duid?: string;
}

/** Encodes X-Digital-Food as URL-encoded key=value pairs; empty optional ids are left out. */
export function encodeDigitalFood(fields: DigitalFoodHeader): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Decodes X-Digital-Food; unknown keys are ignored and missing ones come back empty. */
export function decodeDigitalFood(raw: string | undefined): Partial<DigitalFoodHeader> {
  if (!raw) return {};
  const params = new URLSearchParams(raw);
  const out: Partial<DigitalFoodHeader> = {};
  for (const key of [
    'deviceId',
    'channel',
    'requestId',
    'sessionId',
    'sourceTag',
    'dfp',
    'guid',
    'ouid',
    'apid',
    'duid',
  ] as const) {
    const value = params.get(key);
    if (value) out[key] = value.slice(0, 128);
  }
  const net = params.get('netstate');
  if (net !== null && /^[0-2]$/.test(net)) out.netstate = Number(net);
  return out;
}

/** Bearer prefix accepted (and optional) in the Authorize header. */
export function readBearer(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const token = value.startsWith('Bearer ') ? value.slice(7) : value;
  return token.trim() || undefined;
}
