import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import type {
  devOptionStoresConfigSchema,
  ExploreTabConfig,
  FirstLoginPopupConfig,
} from '@lahap/contract/config/schemas';
import { WEB_APP_ID } from '@lahap/contract/paths';
import type { z } from 'zod';
import { DEFAULT_MONITOR_CONFIG } from '@lahap/contract/monitoring/defaults';
import { appConfig, devAllowList, monitorConfig } from '../db/schema/index.js';
import type { SeedStep } from './seed-step.js';

const exploreTab: ExploreTabConfig = { allUsers: false, userIds: [] };
const firstLoginPopup: FirstLoginPopupConfig = { enabled: true };
const devOptionStores: z.infer<typeof devOptionStoresConfigSchema> = [];

/** Remote config keys, developer allow lists and the web app's monitoring config. */
export const coreSeed: SeedStep = {
  name: 'core-config',
  async run(db) {
    await db
      .insert(appConfig)
      .values([
        { key: CONFIG_KEYS.exploreTab, value: exploreTab },
        { key: CONFIG_KEYS.firstLoginPopup, value: firstLoginPopup },
        { key: CONFIG_KEYS.devOptionStores, value: devOptionStores },
      ])
      .onConflictDoNothing();
    await db
      .insert(devAllowList)
      .values([
        { kind: 'userId', value: 'U10000001' },
        { kind: 'guid', value: 'demo-guid-0001' },
        { kind: 'uuid', value: 'demo-device-0001' },
      ])
      .onConflictDoNothing();
    await db
      .insert(monitorConfig)
      .values({ appId: WEB_APP_ID, value: DEFAULT_MONITOR_CONFIG })
      .onConflictDoNothing();
  },
};
