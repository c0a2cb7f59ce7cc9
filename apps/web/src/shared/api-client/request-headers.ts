import { DEFAULT_CP_TYPE, IDENTITY_TYPE, PROTOCOL_VERSION } from '@lahap/contract/constants';
import { encodeDigitalFood, HEADERS } from '@lahap/contract/headers';
import type { Locale } from '@lahap/contract/locale';
import { sign } from '@lahap/contract/signing';
import { isNativeApp } from '../bridge/bridge';
import { getChannelId, getSourceTag } from '../channel/channel';
import { getClientConfig } from '../config/client-config';
import { getDeviceId } from '../device/device-id';
import { readDfp, readEquipmentIds } from '../device/equipment-ids';
import { getSessionId } from '../device/session-id';
import { currentNetState } from '../network/net-state';

export interface HeaderInput {
  /** The exact body string sent; '' for bodiless requests. */
  rawBody: string;
  requestId: string;
  timestamp: number;
  locale: Locale;
  /** Omitted for guests: the Authorize header goes only with a login. */
  accessToken?: string;
}

/** The X-Digital-Food value: who is asking, from where, over what network (spec §7). */
export function digitalFoodHeader(requestId: string): string {
  const native = isNativeApp() ? readEquipmentIds() : undefined;
  return encodeDigitalFood({
    deviceId: getDeviceId(),
    channel: getChannelId(),
    netstate: currentNetState(),
    requestId,
    sessionId: getSessionId(),
    sourceTag: getSourceTag(),
    dfp: readDfp(),
    guid: native?.guid,
    ouid: native?.ouid,
    apid: native?.apid,
    duid: native?.duid,
  });
}

/** Every header spec §7 asks for, with the Sign computed over `rawBody`. */
export async function buildRequestHeaders(input: HeaderInput): Promise<Record<string, string>> {
  const { appKey, appSecret } = getClientConfig();
  const signature = await sign({ appKey, appSecret, timestamp: input.timestamp, rawBody: input.rawBody });
  const headers: Record<string, string> = {
    [HEADERS.sign]: signature,
    [HEADERS.timestamp]: String(input.timestamp),
    [HEADERS.protocolVersion]: PROTOCOL_VERSION,
    [HEADERS.appKey]: appKey,
    [HEADERS.identityType]: IDENTITY_TYPE,
    [HEADERS.cpType]: DEFAULT_CP_TYPE,
    [HEADERS.locale]: input.locale,
    [HEADERS.digitalFood]: digitalFoodHeader(input.requestId),
  };
  if (input.accessToken) headers[HEADERS.authorize] = input.accessToken;
  return headers;
}
