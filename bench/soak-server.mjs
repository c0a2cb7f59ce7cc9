// The soak's server: the real Lahap app (demo city included) on the engine it is given, plus
// bench-only routes outside /api (so no client can reach them in the product) that make what the
// soak's customers use — logged-in customers, a store with tables and a menu, a voucher on sale
// there, a coupon batch and a logged-in staff member of the store — and the sandbox bank's approval.
import { randomUUID } from 'node:crypto';
import { STAFF_SESSION_TTL_MS } from '@lahap/contract/constants';
import { staffMembers } from '@lahap/server/dist/db/schema/index.js';
import { deriveSecret } from '@lahap/server/dist/lib/secrets.js';
import { createRedemptionRepository } from '@lahap/server/dist/modules/redemption/repository.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '@lahap/server/dist/modules/identity/tokens/tokens.js';
import { createStaffTokens } from '@lahap/server/dist/modules/redemption/staff-tokens.js';
import { approveRoute, serveBenchApp } from './cluster.mjs';
import { makeCustomerSessions } from './customers.mjs';
import { makeCouponBatch, makeTableStore, makeVoucher } from './fixtures.mjs';

/** A staff member of `storeId` with an open shift: the staff token the console would hold. */
async function makeStaff(app, storeId) {
  const [staff] = await app.db
    .insert(staffMembers)
    .values({ storeId: Number(storeId), phoneNo: `+62899${Date.now() % 10_000_000}`, name: 'Kasir Soak' })
    .returning({ id: staffMembers.id });
  const at = Date.now();
  const expiresAt = at + STAFF_SESSION_TTL_MS;
  const sessionId = randomUUID();
  await createRedemptionRepository(app.db).openSession({
    id: sessionId,
    staffId: String(staff.id),
    at,
    expiresAt,
  });
  const tokens = createStaffTokens(new Uint8Array(deriveSecret(app.config.jwtSecret, 'staff-token')));
  return tokens.issue({ staffId: String(staff.id), storeId: String(storeId), sessionId }, at, expiresAt);
}

const ACCESS_TOKEN_LIFE_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;
/** Consecutive customers' tokens are this far apart in age (a prime number of ms, so ages spread). */
const TOKEN_SPREAD_STEP_MS = 7_919;

await serveBenchApp((app) => {
  app.post('/bench/soak/setup', async (request) => {
    const { customers, tables } = request.body;
    const store = await makeTableStore(app.db, { tableCount: tables, dishCount: 10 });
    return {
      // Customers got their access tokens at any moment of the last ten minutes: the tokens
      // run out all through the soak, as the app's do, not all at once.
      customers: await makeCustomerSessions(app, customers, {
        issuedAgoMsOf: (k) => (k * TOKEN_SPREAD_STEP_MS) % ACCESS_TOKEN_LIFE_MS,
      }),
      store,
      voucher: await makeVoucher(app.db, store.storeId),
      batch: await makeCouponBatch(app.db, customers),
      staffToken: await makeStaff(app, store.storeId),
    };
  });
  approveRoute(app, '/bench/soak/approve/:paymentId');
});
