import { TABLE } from './fixtures';
import { MY_TOKEN, TABLE_QR } from './fixtures';
import { ORDERING_KEYS } from '../model/storage-keys';

/** This phone already sat at table 5 behind TABLE_QR: the page rejoins with the kept token. */
export function keepSeat(): void {
  localStorage.setItem(
    ORDERING_KEYS.seats,
    JSON.stringify({ [`${TABLE_QR}:${TABLE.tableId}`]: { participantToken: MY_TOKEN, displayName: 'Budi' } }),
  );
}
