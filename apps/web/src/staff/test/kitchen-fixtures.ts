import type {
  BillData,
  CartLine,
  Dish,
  KitchenRound,
  MenuData,
  StaffTable,
} from '@lahap/contract/ordering/schemas';
import { STAFF } from './staff-fixtures';

/** A table of the demo store; seated when it has a session. */
export function table(n: number, overrides: Partial<StaffTable> = {}): StaffTable {
  return {
    tableId: String(800 + n),
    tableName: { 'id-ID': `Meja ${n}`, 'en-US': `Table ${n}` },
    qrCodeId: `T-${n}`,
    tableSessionId: null,
    billStatus: null,
    unpaidAmount: 0,
    locked: false,
    counterShares: [],
    ...overrides,
  };
}

export function line(n: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    lineId: String(5000 + n),
    dishId: String(600 + n),
    name: { 'id-ID': `Nasi goreng ${n}`, 'en-US': `Fried rice ${n}` },
    quantity: 1,
    unitPrice: 25_000,
    note: '',
    participantId: '71',
    displayName: 'Ayu',
    roundNo: 1,
    status: 'SENT',
    ...overrides,
  };
}

/** A round of table `tableN` (session 90<tableN>) sent at `sentTime`. */
export function round(n: number, tableN: number, overrides: Partial<KitchenRound> = {}): KitchenRound {
  const status = overrides.status ?? 'SENT';
  return {
    roundId: String(4000 + n),
    tableId: String(800 + tableN),
    tableName: { 'id-ID': `Meja ${tableN}`, 'en-US': `Table ${tableN}` },
    tableSessionId: `90${tableN}`,
    roundNo: 1,
    status,
    lines: [line(n, { status })],
    sentTime: '2026-11-26T05:00:00.000Z',
    ...overrides,
  };
}

export function dish(n: number, overrides: Partial<Dish> = {}): Dish {
  return {
    dishId: String(600 + n),
    name: { 'id-ID': `Menu ${n}`, 'en-US': `Dish ${n}` },
    description: { 'id-ID': '' },
    price: 10_000 * n,
    imageUrl: '',
    soldOut: false,
    ...overrides,
  };
}

export function menuData(dishes: Dish[]): MenuData {
  return {
    store: { storeId: STAFF.storeId, storeName: STAFF.storeName },
    table: null,
    orderFoodType: 3,
    tableList: [],
    channel: null,
    categoryList: [{ categoryId: '1', name: { 'id-ID': 'Makanan', 'en-US': 'Food' }, dishList: dishes }],
  };
}

/** The bill line/fix answers with (the tests read the call, not the bill). */
export function billData(): BillData {
  return {
    billId: '77',
    billNo: 1,
    total: 25_000,
    lines: [],
    shares: [],
    paidAmount: 0,
    remainingAmount: 25_000,
    evenParts: null,
    status: 'OPEN',
  };
}
