import { LOCAL_KEYS } from '../storage/keys';
import { readString } from '../storage/storage';

/** User-equipment ids the native shell stores at start-up; empty in a browser. */
export interface EquipmentIds {
  guid: string;
  ouid: string;
  apid: string;
  duid: string;
  gaid: string;
}

/** The equipment ids as stored; each is '' when the shell has not written it. */
export function readEquipmentIds(): EquipmentIds {
  const read = (key: string) => readString('local', key) ?? '';
  return {
    guid: read(LOCAL_KEYS.guid),
    ouid: read(LOCAL_KEYS.ouid),
    apid: read(LOCAL_KEYS.apid),
    duid: read(LOCAL_KEYS.duid),
    gaid: read(LOCAL_KEYS.gaid),
  };
}

/** The device fingerprint, or '' before the risk service has given one. */
export function readDfp(): string {
  return readString('local', LOCAL_KEYS.dfp) ?? '';
}
