import { ANALYTICS_BATCH_MAX_BYTES, ANALYTICS_BATCH_MAX_EVENTS } from '@lahap/contract/analytics/context';
import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';

/** An event waiting to be sent, with the size of its JSON. */
export interface QueuedEvent {
  event: AnalyticsEventInput;
  bytes: number;
}

/**
 * What a body holds besides its events: `{"events":[…]}` and the request envelope (a session id
 * and a request id of at most 128 characters each, and a timestamp), with room to spare.
 */
export const BODY_ALLOWANCE_BYTES = 512;

const encoder = new TextEncoder();

/** The UTF-8 size of a text: the server counts bytes, and names may be in Chinese. */
export function byteLength(text: string): number {
  return encoder.encode(text).length;
}

export function queued(event: AnalyticsEventInput): QueuedEvent {
  return { event, bytes: byteLength(JSON.stringify(event)) };
}

/** True when one event alone fits in a body; one that does not could never be sent. */
export function fitsAlone({ bytes }: QueuedEvent): boolean {
  return bytes + BODY_ALLOWANCE_BYTES <= ANALYTICS_BATCH_MAX_BYTES;
}

/**
 * The oldest events that fit in one body: at most ANALYTICS_BATCH_MAX_EVENTS, and at most
 * ANALYTICS_BATCH_MAX_BYTES with the envelope, so the server never refuses a batch for its size.
 */
export function nextBatch(events: readonly QueuedEvent[]): AnalyticsEventInput[] {
  const batch: AnalyticsEventInput[] = [];
  let bytes = BODY_ALLOWANCE_BYTES;
  for (const entry of events) {
    if (batch.length === ANALYTICS_BATCH_MAX_EVENTS) break;
    // Each event after the first adds its comma.
    const added = entry.bytes + (batch.length > 0 ? 1 : 0);
    if (bytes + added > ANALYTICS_BATCH_MAX_BYTES) break;
    batch.push(entry.event);
    bytes += added;
  }
  return batch;
}
