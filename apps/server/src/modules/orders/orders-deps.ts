import { ERROR_CODES } from '@lahap/contract/errors';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { RedemptionKeys } from '../../plugins/redemption-keys.js';
import type { CatalogService } from '../catalog/index.js';
import type { CouponsService } from '../coupons/index.js';
import type { FlashGate } from './flash-gate.js';
import { type OrderRow, orderStatements } from './order-repository.js';
import type { SettlementCodec } from './settlement-token.js';

/** The largest id a bigint column holds: a longer decimal id names nothing. */
const MAX_ID = 9_223_372_036_854_775_807n;
const fitsId = (id: string) => BigInt(id) <= MAX_ID;

/** What every part of the orders service is built from. */
export interface OrdersDeps {
  db: Database;
  catalog: CatalogService;
  coupons: CouponsService;
  now: Clock;
  settlements: SettlementCodec;
  gate: FlashGate;
  /** The merchants' redemption keys: a voucher's code is derived from its merchant's. */
  redemptionKeys: RedemptionKeys;
  /** Where what happens to an order is said, in the transaction that makes it happen. */
  outbox: Outbox;
}

/**
 * Reads an order as its customer's, with `tx` inside a transaction (PGlite has one connection);
 * 1004009 when it is not theirs, or when its id names no row a bigint could hold.
 */
export type OwnOrder = (orderId: string, userId: number, tx?: Executor) => Promise<OrderRow>;

export function ownOrderReader(db: Database): OwnOrder {
  return async (orderId, userId, tx = db) => {
    const row = fitsId(orderId) ? await orderStatements(tx).order(orderId) : undefined;
    if (!row || row.user_id !== String(userId)) throw new DomainError(ERROR_CODES.ORDER_NOT_FOUND);
    return row;
  };
}
