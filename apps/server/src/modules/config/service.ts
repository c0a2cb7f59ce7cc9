import type { ConfigListData, ConfigValue, DevOptWhiteList } from '@lahap/contract/config/schemas';
import type { DevAllowListKind } from '../../db/schema/index.js';
import type { ConfigRepository } from './repository.js';

const LIST_BY_KIND: Readonly<Record<DevAllowListKind, keyof DevOptWhiteList>> = {
  userId: 'userIds',
  adId: 'adIds',
  guid: 'guids',
  uuid: 'uuids',
};

export function createConfigService(repository: ConfigRepository) {
  return {
    /** The value stored under `key`; null for a key nobody set (the client treats it as "off"). */
    async info(key: string): Promise<ConfigValue> {
      const row = await repository.findValue(key);
      return (row?.value ?? null) as ConfigValue;
    },

    /** One entry per requested key, in request order, duplicates dropped; unknown keys → null. */
    async list(keys: readonly string[]): Promise<ConfigListData> {
      const unique = [...new Set(keys)];
      const values = await repository.findValues(unique);
      return unique.map((key) => ({ key, value: (values.get(key) ?? null) as ConfigValue }));
    },

    /**
     * Who may unlock developer options. One list for every app id: the spec keys the call by
     * app_id but shows a single list.
     */
    async devOptWhiteList(_appId: string): Promise<DevOptWhiteList> {
      const list: DevOptWhiteList = { userIds: [], adIds: [], guids: [], uuids: [] };
      for (const { kind, value } of await repository.listDevAllowList()) list[LIST_BY_KIND[kind]].push(value);
      return list;
    },
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;
