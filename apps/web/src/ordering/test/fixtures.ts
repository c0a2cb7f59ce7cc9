import type {
  BillData,
  CartData,
  CartLine,
  Dish,
  MenuData,
  TableJoinData,
} from '@lahap/contract/ordering/schemas';
import type { FoodOrder } from '@lahap/contract/ordering/food-order-schemas';
import type { DayPartTimeItem } from '@lahap/contract/store/schemas';

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

// ── Pickup and delivery ──────────────────────────────────────────────────────

export const PICKUP_QR = 'QR10000195P';
export const DELIVERY_QR = 'QR10000195D';
/** The store's position (Kemang, Jakarta). */
export const STORE_POSITION = { lat: -6.2608, lng: 106.8135 };

/** Every day of the week, one channel's hours. */
export function everyDay(channelCode: 1 | 2, startTime: string, endTime: string): DayPartTimeItem[] {
  return [1, 2, 3, 4, 5, 6, 7].map((dayPartCode) => ({
    dayPartCode,
    channelCode,
    startTime,
    endTime,
    isBusinessHours: true,
  }));
}

export function pickupMenu(overrides: Partial<MenuData> = {}): MenuData {
  return menuData({
    table: null,
    orderFoodType: 2,
    channel: {
      dayPartTimeList: everyDay(2, '10:00', '22:00'),
      ...STORE_POSITION,
      deliveryRadiusMeters: null,
    },
    ...overrides,
  });
}

export function deliveryMenu(overrides: Partial<MenuData> = {}): MenuData {
  return menuData({
    table: null,
    orderFoodType: 1,
    channel: {
      dayPartTimeList: everyDay(1, '10:30', '21:30'),
      ...STORE_POSITION,
      deliveryRadiusMeters: 5_000,
    },
    ...overrides,
  });
}

export const ORDER_ID = '6001';
export const ORDER_TOKEN = `${ORDER_ID}.${'c'.repeat(43)}`;

export function foodOrder(overrides: Partial<FoodOrder> = {}): FoodOrder {
  const lines = [
    { dishId: NASI_GORENG.dishId, name: NASI_GORENG.name, quantity: 2, unitPrice: 32_000, note: 'pedas' },
  ];
  return {
    orderId: ORDER_ID,
    orderFoodType: 2,
    store: STORE,
    qrCodeId: PICKUP_QR,
    status: 'UNPAID',
    pickupNo: 17,
    lines,
    itemsTotal: 64_000,
    deliveryFee: 0,
    payable: 64_000,
    pickupTime: '2025-03-04T12:00:00+07:00',
    address: null,
    distanceMeters: null,
    contactPhone: null,
    charge: null,
    payBefore: '2025-03-04T11:15:00+07:00',
    createTime: '2025-03-04T11:00:00+07:00',
    paidTime: null,
    statusTime: '2025-03-04T11:00:00+07:00',
    ...overrides,
  };
}

export const QRIS_CHARGE = {
  paymentId: '7001',
  payMethod: 'QRIS' as const,
  qrisPayload: '00020101021226650013ID.CO.QRIS.WWW',
  redirectUrl: null,
  expiresAt: '2025-03-04T11:15:00+07:00',
};
