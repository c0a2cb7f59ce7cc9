import { API_BASE } from '@lahap/contract/paths';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import type { SeatKey } from '../model/seat';

/**
 * The table's server-sent events stream. An EventSource sends no headers, so the call is not
 * signed and carries the participant token in its query (the route's `auth: 'ignore'`).
 */
export function tableEventsUrl(seat: SeatKey): string {
  const query = new URLSearchParams({
    tableSessionId: seat.tableSessionId,
    participantToken: seat.participantToken,
  });
  return `${API_BASE}${ORDERING_ROUTES.tableEvents.path}?${query.toString()}`;
}

/** The event name the server gives each message (`event: table`). */
export const TABLE_EVENT_NAME = 'table';
