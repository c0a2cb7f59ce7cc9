import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import type { CustomerServiceConfig } from '@lahap/contract/config/schemas';
import { appConfig } from '../db/schema/index.js';
import type { SeedStep } from './seed-step.js';

/** The demo's customer-service contact; operators replace it with the real desk's. */
const customerService: CustomerServiceConfig = { whatsApp: '6281110002026', email: 'halo@lahap.id' };

/** Where the account tab's customer-service entry leads. */
export const supportSeed: SeedStep = {
  name: 'support-contact',
  async run(db) {
    await db
      .insert(appConfig)
      .values({ key: CONFIG_KEYS.customerService, value: customerService })
      .onConflictDoNothing();
  },
};
