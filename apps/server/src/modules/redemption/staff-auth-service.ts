import { randomUUID } from 'node:crypto';
import { STAFF_SESSION_TTL_MS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { LocalizedText } from '@lahap/contract/locale';
import type { StaffKitData, StaffLoginData, StaffProfile } from '@lahap/contract/redemption/counter-schemas';
import { toBase64Url } from '@lahap/contract/redemption/code';
import { type Clock, iso } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { RedemptionKeys } from '../../plugins/redemption-keys.js';
import type { CatalogService, CounterStoreRow } from '../catalog/index.js';
import type { IdentityService } from '../identity/index.js';
import type { RedemptionRepository } from './repository.js';
import type { StaffTokens } from './staff-tokens.js';

/** The staff member behind a valid staff token (`request.staff`). */
export interface StaffPrincipal {
  staffId: string;
  storeId: string;
  sessionId: string;
  name: string;
}

const loginRequired = () => new DomainError(ERROR_CODES.STAFF_LOGIN_REQUIRED, 401);

/**
 * The store a logged-in staff member works at. The staff row references it; a missing one means
 * the login is no longer meaningful, so the console is sent back to its login.
 */
export async function staffStore(
  catalog: Pick<CatalogService, 'redemption'>,
  staff: StaffPrincipal,
): Promise<CounterStoreRow> {
  const store = await catalog.redemption.store(staff.storeId);
  if (!store) throw loginRequired();
  return store;
}

const profileOf = (staff: { staffId: string; name: string }, store: CounterStoreRow): StaffProfile => ({
  staffId: staff.staffId,
  name: staff.name,
  storeId: store.store_id,
  storeName: store.name,
});

export interface StaffAuthDeps {
  /** Only the staff and their logins: the counter's tables are the counter service's. */
  repository: Pick<RedemptionRepository, 'activeStaffByPhone' | 'openSession' | 'session'>;
  identity: Pick<IdentityService, 'verifyPhoneCode'>;
  catalog: Pick<CatalogService, 'redemption'>;
  keys: RedemptionKeys;
  tokens: StaffTokens;
  now: Clock;
}

/**
 * The store staff console's logins (ADR 017): a staff member logs in with a customer's one-time
 * code and works one shift under a staff token of their own, which the module's guard checks on
 * every staff call; the kit is what their counter needs to check codes while offline.
 */
export function createStaffAuthService(deps: StaffAuthDeps) {
  const { repository, identity, catalog, keys, tokens, now } = deps;

  return {
    /**
     * A store's staff log in with the code sendCode texted for LOGIN (checked and used up as login
     * does: 1001004, 1001005), then only when the phone is an active staff member's (1006001).
     * The code is checked first, so the answer tells nothing about a phone one cannot receive codes on.
     */
    async login(body: {
      countryCode?: string;
      phoneNo: string;
      verificationCode: string;
    }): Promise<StaffLoginData> {
      const phone = await identity.verifyPhoneCode(body, 'LOGIN', body.verificationCode);
      const staff = await repository.activeStaffByPhone(phone.countryCode, phone.e164);
      if (!staff) throw new DomainError(ERROR_CODES.STAFF_NOT_FOUND);
      const store = await catalog.redemption.store(staff.store_id);
      if (!store) throw new DomainError(ERROR_CODES.STAFF_NOT_FOUND);
      const at = now();
      const expiresAt = at + STAFF_SESSION_TTL_MS;
      const sessionId = randomUUID();
      await repository.openSession({ id: sessionId, staffId: staff.id, at, expiresAt });
      const staffToken = await tokens.issue(
        { staffId: staff.id, storeId: staff.store_id, sessionId },
        at,
        expiresAt,
      );
      return {
        staffToken,
        expiresAt: iso(expiresAt),
        staff: profileOf({ staffId: staff.id, name: staff.name }, store),
      };
    },

    /**
     * The staff member behind a staff token: signed by us for staff, unexpired, its login open,
     * the member still active at the store it names. 1006002 (HTTP 401) otherwise.
     */
    async authenticate(token: string): Promise<StaffPrincipal> {
      const at = now();
      const claims = await tokens.verify(token, at);
      if (!claims) throw loginRequired();
      const session = await repository.session(claims.sessionId);
      if (
        !session ||
        session.revoked ||
        session.expires_at_ms <= at ||
        session.staff_status !== 'ACTIVE' ||
        session.id !== claims.staffId ||
        session.store_id !== claims.storeId
      ) {
        throw loginRequired();
      }
      return {
        staffId: session.id,
        storeId: session.store_id,
        sessionId: session.session_id,
        name: session.name,
      };
    },

    /**
     * What the counter needs to check scanned codes offline: its merchant's PUBLIC key (it verifies
     * codes and makes none) and what its store accepts.
     */
    async kit(staff: StaffPrincipal): Promise<StaffKitData> {
      const store = await staffStore(catalog, staff);
      const accepted = await catalog.redemption.accepted(store.store_id);
      const item = (row: { item_id: string; name: LocalizedText }) => ({
        itemId: row.item_id,
        name: row.name,
      });
      return {
        staff: profileOf(staff, store),
        merchantId: store.merchant_id,
        publicKey: toBase64Url(keys.of(store.merchant_id).publicKey),
        vouchers: accepted.vouchers.map(item),
        coupons: accepted.coupons.map(item),
        issuedAt: iso(now()),
      };
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
