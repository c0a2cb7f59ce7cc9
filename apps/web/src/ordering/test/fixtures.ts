import type {
  BillData,
  CartData,
  CartLine,
  Dish,
  MenuData,
  TableJoinData,
} from '@lahap/contract/ordering/schemas';

/** The demo's store and a table QR code at its table 5. */
export const STORE = { storeId: '10000195', storeName: { 'id-ID': 'Warung Sederhana Kemang' } };
export const TABLE_QR = 'T-10000195-5';
export const STORE_QR = 'S-10000195';
export const TABLE = {
  tableId: '501',
  tableName: { 'id-ID': 'Meja 5', 'en-US': 'Table 5', 'zh-CN': '5号桌' },
};
export const TABLE_7 = {
  tableId: '507',
  tableName: { 'id-ID': 'Meja 7', 'en-US': 'Table 7', 'zh-CN': '7号桌' },
};

export const SESSION = '9001';
export const ME = '71';
export const MATE = '72';
/** Participant tokens as the server makes them: `<participantId>.<43 base64url characters>`. */
export const MY_TOKEN = `${ME}.${'a'.repeat(43)}`;
export const MATE_TOKEN = `${MATE}.${'b'.repeat(43)}`;

export function dish(dishId: string, name: string, overrides: Partial<Dish> = {}): Dish {
  return {
    dishId,
    name: { 'id-ID': name, 'en-US': `${name} (en)`, 'zh-CN': `${name}（中）` },
    description: { 'id-ID': `Deskripsi ${name}` },
    price: 25_000,
    imageUrl: '',
    soldOut: false,
    ...overrides,
  };
}

export const NASI_GORENG = dish('301', 'Nasi Goreng', { price: 32_000 });
export const MIE_AYAM = dish('302', 'Mie Ayam', { price: 28_000 });
export const SATE = dish('303', 'Sate Ayam', { soldOut: true });
export const ES_TEH = dish('304', 'Es Teh Manis', { price: 8_000 });

export function menuData(overrides: Partial<MenuData> = {}): MenuData {
  return {
    store: STORE,
    table: TABLE,
    orderFoodType: 3,
    tableList: [],
    channel: null,
    categoryList: [
      {
        categoryId: '201',
        name: { 'id-ID': 'Makanan', 'en-US': 'Food' },
        dishList: [NASI_GORENG, MIE_AYAM, SATE],
      },
      { categoryId: '202', name: { 'id-ID': 'Minuman', 'en-US': 'Drinks' }, dishList: [ES_TEH] },
    ],
    ...overrides,
  };
}

export function joinData(overrides: Partial<TableJoinData> = {}): TableJoinData {
  return {
    tableSessionId: SESSION,
    participantId: ME,
    participantToken: MY_TOKEN,
    displayName: 'Budi',
    table: TABLE,
    store: STORE,
    ...overrides,
  };
}

export function line(lineId: string, from: Dish, overrides: Partial<CartLine> = {}): CartLine {
  return {
    lineId,
    dishId: from.dishId,
    name: from.name,
    quantity: 1,
    unitPrice: from.price,
    note: '',
    participantId: ME,
    displayName: 'Budi',
    roundNo: null,
    status: 'CART',
    ...overrides,
  };
}

export function cartData(lines: CartLine[] = [], overrides: Partial<CartData> = {}): CartData {
  return {
    tableSessionId: SESSION,
    participantId: ME,
    participants: [
      { participantId: ME, displayName: 'Budi', member: false },
      { participantId: MATE, displayName: 'Sari Dewi', member: true },
    ],
    lines,
    total: lines.reduce((sum, each) => sum + each.quantity * each.unitPrice, 0),
    roundNo: Math.max(0, ...lines.map((each) => each.roundNo ?? 0)),
    billStatus: 'OPEN',
    locked: false,
    ...overrides,
  };
}

export function billData(lines: CartLine[], overrides: Partial<BillData> = {}): BillData {
  const total = lines.reduce((sum, each) => sum + each.quantity * each.unitPrice, 0);
  return {
    billId: '8001',
    billNo: 1,
    total,
    lines,
    shares: [],
    paidAmount: 0,
    remainingAmount: total,
    evenParts: null,
    status: 'OPEN',
    ...overrides,
  };
}
