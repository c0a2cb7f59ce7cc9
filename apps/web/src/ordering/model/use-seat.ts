import { ERROR_CODES } from '@lahap/contract/errors';
import type { DiningTable, MenuData } from '@lahap/contract/ordering/schemas';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { joinTable } from '../api/table-join';
import { sitsAtTable, type MenuLink } from './menu-link';
import {
  chosenTable,
  forgetSeat,
  rememberChosenTable,
  rememberDisplayName,
  rememberSeat,
  storedToken,
  type Seat,
} from './seat';

/**
 * Where this phone is on its way to the table: `readOnly` (pickup and delivery: no table, the basket instead),
 * `noTable` (a store QR with no table to choose), `pickTable` (a store QR: choose first),
 * `rejoining` (a token from an earlier visit is being tried), `ask` (the name sheet), `seated`.
 */
export type SeatPhase = 'readOnly' | 'noTable' | 'pickTable' | 'rejoining' | 'ask' | 'seated';

export interface SeatFlow {
  phase: SeatPhase;
  seat: Seat | null;
  /** The table named by the QR code or chosen behind the store's QR. */
  table: DiningTable | null;
  /** Whether the table was chosen from a list (it can be changed before joining). */
  chosen: boolean;
  chooseTable: (tableId: string | null) => void;
  /** Joins with the name given (none: the server names the guest); resolves whether it worked. */
  join: (displayName?: string) => Promise<boolean>;
  joining: boolean;
  /** The last join's failure, for the sheet to say. */
  joinError: unknown;
  /** The server no longer knows the seat (1007003): forget it and ask again. */
  leave: () => void;
}

const isCode = (error: unknown, code: string) => isApiRequestError(error) && error.code === code;

/**
 * The join flow of one QR code's menu: pick a table if needed, come back with the token kept from
 * an earlier visit (a reload is the same participant), or ask a name and join.
 */
export function useSeat(link: MenuLink, menu: MenuData | undefined): SeatFlow {
  const { qrCodeId } = link;
  const [chosenId, setChosenId] = useState<string | null>(() => chosenTable(qrCodeId));
  const [joined, setJoined] = useState<Seat | null>(null);
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<unknown>(null);
  // Bumped when a seat is dropped, so a seat that came from the rejoin is read again (gone).
  const [, setDropped] = useState(0);

  const listed = menu?.tableList.find((table) => table.tableId === chosenId) ?? null;
  const table = menu?.table ?? listed;
  const chosen = !menu?.table && listed !== null;
  const tableId = table?.tableId ?? null;
  const token = tableId ? storedToken(qrCodeId, tableId) : null;

  const joinWith = useCallback(
    async (displayName: string | undefined, participantToken: string | null): Promise<Seat> => {
      if (!tableId) throw new Error('no table to join');
      try {
        const seat = await joinTable({
          qrCodeId,
          tableId: chosen ? tableId : undefined,
          displayName,
          participantToken: participantToken ?? undefined,
        });
        rememberSeat(qrCodeId, seat);
        return seat;
      } catch (error) {
        // The table's session ended since: this token will never work again.
        if (isCode(error, ERROR_CODES.TABLE_SESSION_INVALID)) forgetSeat(qrCodeId, tableId);
        throw error;
      }
    },
    [qrCodeId, tableId, chosen],
  );

  // A token kept from an earlier visit sits this phone down again as the same participant.
  const rejoin = useQuery({
    queryKey: ['ordering', 'rejoin', qrCodeId, tableId, token],
    queryFn: () => joinWith(undefined, token),
    enabled: sitsAtTable(link) && token !== null && joined === null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const rejoined = rejoin.data && rejoin.data.participantToken === token ? rejoin.data : null;
  const seat = joined ?? rejoined;

  const join = useCallback(
    async (displayName?: string): Promise<boolean> => {
      setJoining(true);
      setJoinError(null);
      try {
        const seat = await joinWith(displayName, tableId ? storedToken(qrCodeId, tableId) : null);
        if (displayName) rememberDisplayName(displayName);
        setJoined(seat);
        return true;
      } catch (error) {
        if (isCode(error, ERROR_CODES.TABLE_REQUIRED)) {
          setChosenId(null);
          rememberChosenTable(qrCodeId, null);
        }
        setJoinError(error);
        return false;
      } finally {
        setJoining(false);
      }
    },
    [joinWith, qrCodeId, tableId],
  );

  const chooseTable = useCallback(
    (next: string | null) => {
      setChosenId(next);
      setJoined(null);
      setJoinError(null);
      rememberChosenTable(qrCodeId, next);
    },
    [qrCodeId],
  );

  const leave = useCallback(() => {
    if (tableId) forgetSeat(qrCodeId, tableId);
    setJoined(null);
    setDropped((n) => n + 1);
  }, [qrCodeId, tableId]);

  let phase: SeatPhase;
  if (!sitsAtTable(link)) phase = 'readOnly';
  else if (seat) phase = 'seated';
  else if (!table) phase = menu && menu.tableList.length === 0 ? 'noTable' : 'pickTable';
  else if (rejoin.isFetching) phase = 'rejoining';
  else phase = 'ask';

  return {
    phase,
    seat,
    table,
    chosen,
    chooseTable,
    join,
    joining: joining || rejoin.isFetching,
    joinError: joinError ?? (token !== null ? rejoin.error : null),
    leave,
  };
}
