import { asc, inArray } from 'drizzle-orm';
import type { Database, RawQuery, RawStatement } from '../../db/client.js';
import { type DevAllowListKind, appConfig, devAllowList } from '../../db/schema/index.js';

// config/info is the hottest read (and the benchmark's): a primary-key lookup, prepared once per
// connection, on the raw client.
const VALUE_BY_KEY: RawStatement = {
  name: 'config_value_by_key',
  text: 'select value from app_config where key = $1',
};

export function createConfigRepository(db: Database, rawQuery: RawQuery) {
  return {
    /** The stored value; undefined when the key has no row. */
    async findValue(key: string): Promise<{ value: unknown } | undefined> {
      const rows = await rawQuery<{ value: unknown }>(VALUE_BY_KEY, [key]);
      return rows[0];
    },

    async findValues(keys: readonly string[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: appConfig.key, value: appConfig.value })
        .from(appConfig)
        .where(inArray(appConfig.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    async listDevAllowList(): Promise<{ kind: DevAllowListKind; value: string }[]> {
      return db
        .select({ kind: devAllowList.kind, value: devAllowList.value })
        .from(devAllowList)
        .orderBy(asc(devAllowList.kind), asc(devAllowList.value));
    },
  };
}
export type ConfigRepository = ReturnType<typeof createConfigRepository>;
