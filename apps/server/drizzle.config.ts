import { defineConfig } from 'drizzle-kit';

// Only generates SQL: the app applies migrations itself at start (PGlite needs its extensions
// loaded, which drizzle-kit migrate cannot do).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema/analytics.ts',
    './src/db/schema/catalog.ts',
    './src/db/schema/config.ts',
    './src/db/schema/content.ts',
    './src/db/schema/coupons.ts',
    './src/db/schema/devices.ts',
    './src/db/schema/discovery.ts',
    './src/db/schema/identity.ts',
    './src/db/schema/invitations.ts',
    './src/db/schema/lottery.ts',
    './src/db/schema/monitoring.ts',
    './src/db/schema/ordering.ts',
    './src/db/schema/orders.ts',
    './src/db/schema/otp.ts',
    './src/db/schema/outbox.ts',
    './src/db/schema/payments.ts',
    './src/db/schema/redemption.ts',
    './src/db/schema/store.ts',
    './src/db/schema/system.ts',
  ],
  out: './src/db/migrations',
});
