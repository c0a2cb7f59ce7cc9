import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TABLE_EVENT_NAME, tableEventsUrl } from '../api/table-events';
import { orderingKeys } from './query-keys';
import type { SeatKey } from './seat';

/** How often the cart is asked for while the table's stream is down. */
export const CART_POLL_MS = 5_000;

/**
 * How long to wait before opening a stream the browser gave up on. EventSource reconnects by
 * itself after a dropped connection, but not after an answer that is not a stream (a refusal, a
 * proxy's error page): it closes for good, and only a new one tries again.
 */
export const STREAM_RETRY_MS = 10_000;

/**
 * Follows the table's server-sent events while seated: every message, and every (re)connection
 * (messages may have been missed while it was down), refetches the table's cart and bill. Answers
 * whether the stream is up; while it is not, the cart polls (CART_POLL_MS).
 */
export function useTableEvents(seat: SeatKey | null): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tableSessionId = seat?.tableSessionId;
  const participantToken = seat?.participantToken;

  useEffect(() => {
    if (!tableSessionId || !participantToken || typeof EventSource === 'undefined') return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: orderingKeys.table(tableSessionId) });
    const source = new EventSource(tableEventsUrl({ tableSessionId, participantToken }));
    let retry: number | undefined;
    source.addEventListener('open', () => {
      setLive(true);
      refetch();
    });
    source.addEventListener(TABLE_EVENT_NAME, refetch);
    source.addEventListener('error', () => {
      setLive(false);
      if (source.readyState === EventSource.CLOSED && retry === undefined) {
        retry = window.setTimeout(() => setAttempt((n) => n + 1), STREAM_RETRY_MS);
      }
    });
    return () => {
      source.close();
      window.clearTimeout(retry);
      setLive(false);
    };
  }, [queryClient, tableSessionId, participantToken, attempt]);

  return { live };
}
