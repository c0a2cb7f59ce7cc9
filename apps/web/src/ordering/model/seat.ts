import type { TableJoinData } from '@lahap/contract/ordering/schemas';
import { TABLE_DISPLAY_NAME_MAX } from '@lahap/contract/constants';
import { readJson, readString, writeJson, writeString } from '@/shared/storage/storage';
import { ORDERING_KEYS, ORDERING_SESSION_KEYS } from './storage-keys';

/** What every table call carries. */
export interface SeatKey {
  tableSessionId: string;
  participantToken: string;
}

/** This phone at a table: the answer of table/join. */
export type Seat = TableJoinData;

/** What is kept of a seat so a reload sits at the same table as the same participant. */
interface StoredSeat {
  participantToken: string;
  displayName: string;
}

type StoredSeats = Record<string, StoredSeat>;

/** The key of a table behind a QR code: the code's own table, or the one chosen behind a store QR. */
function seatId(qrCodeId: string, tableId: string): string {
  return `${qrCodeId}:${tableId}`;
}

function readSeats(): StoredSeats {
  const value = readJson('local', ORDERING_KEYS.seats);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const seats: StoredSeats = {};
  for (const [key, seat] of Object.entries(value as Record<string, unknown>)) {
    const { participantToken, displayName } = (seat ?? {}) as Partial<Record<keyof StoredSeat, unknown>>;
    if (typeof participantToken === 'string' && typeof displayName === 'string') {
      seats[key] = { participantToken, displayName };
    }
  }
  return seats;
}

/** The participant token this phone holds for the table, if any. */
export function storedToken(qrCodeId: string, tableId: string): string | null {
  return readSeats()[seatId(qrCodeId, tableId)]?.participantToken ?? null;
}

/** Keeps the seat's token (per QR code and table) and the name given, for the next visit. */
export function rememberSeat(qrCodeId: string, seat: Seat): void {
  const seats = readSeats();
  seats[seatId(qrCodeId, seat.table.tableId)] = {
    participantToken: seat.participantToken,
    displayName: seat.displayName,
  };
  writeJson('local', ORDERING_KEYS.seats, seats);
}

/** Drops a token the server no longer knows (the table's session ended). */
export function forgetSeat(qrCodeId: string, tableId: string): void {
  const gone = seatId(qrCodeId, tableId);
  const seats = Object.entries(readSeats()).filter(([key]) => key !== gone);
  writeJson('local', ORDERING_KEYS.seats, Object.fromEntries(seats));
}

/** The name last given at a table (empty when none). */
export function lastDisplayName(): string {
  return (readString('local', ORDERING_KEYS.displayName) ?? '').slice(0, TABLE_DISPLAY_NAME_MAX);
}

export function rememberDisplayName(name: string): void {
  writeString('local', ORDERING_KEYS.displayName, name);
}

function readChosenTables(): Record<string, string> {
  const value = readJson('session', ORDERING_SESSION_KEYS.chosenTables);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The table this tab chose behind a store's own dine-in QR: kept for a reload of the tab only, so
 * the next visit asks again rather than seating a new diner at an old table.
 */
export function chosenTable(qrCodeId: string): string | null {
  return readChosenTables()[qrCodeId] ?? null;
}

export function rememberChosenTable(qrCodeId: string, tableId: string | null): void {
  const others = Object.entries(readChosenTables()).filter(([code]) => code !== qrCodeId);
  const tables = tableId === null ? others : [...others, [qrCodeId, tableId]];
  writeJson('session', ORDERING_SESSION_KEYS.chosenTables, Object.fromEntries(tables));
}
