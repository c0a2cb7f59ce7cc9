import { ANALYTICS_BATCH_MAX_BYTES, ANALYTICS_BATCH_MAX_EVENTS } from '@lahap/contract/analytics/context';
import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';
import { describe, expect, it } from 'vitest';
import { BODY_ALLOWANCE_BYTES, byteLength, fitsAlone, nextBatch, queued } from './batch';
import { testEvent } from './analytics-fixtures';

describe('nextBatch', () => {
  it('takes at most ANALYTICS_BATCH_MAX_EVENTS events, the oldest first', () => {
    const events = Array.from({ length: 150 }, (_, i) => queued(testEvent(`e${i}`)));
    const batch = nextBatch(events);
    expect(batch).toHaveLength(ANALYTICS_BATCH_MAX_EVENTS);
    expect(batch[0]?.id).toBe('e0');
    expect(batch.at(-1)?.id).toBe('e99');
  });

  it('keeps the whole body within ANALYTICS_BATCH_MAX_BYTES, envelope included', () => {
    // About 1.5 KiB each (Chinese text is three bytes a character): 64 KiB holds some forty.
    const events = Array.from({ length: 60 }, (_, i) =>
      queued(testEvent(`e${i}`, { query: '烤鸭'.repeat(250), result_count: i })),
    );
    const batch = nextBatch(events);
    expect(batch.length).toBeGreaterThan(30);
    expect(batch.length).toBeLessThan(60);
    const body = JSON.stringify({
      events: batch,
      sessionId: 's'.repeat(128),
      requestId: 'r'.repeat(128),
      timestamp: Date.now(),
    });
    expect(byteLength(body)).toBeLessThanOrEqual(ANALYTICS_BATCH_MAX_BYTES);
    // One more event would not have fitted.
    const withNext = JSON.stringify([...batch, events[batch.length]?.event]);
    expect(byteLength(withNext) + BODY_ALLOWANCE_BYTES).toBeGreaterThan(ANALYTICS_BATCH_MAX_BYTES);
  });

  it('answers nothing for an empty queue', () => {
    expect(nextBatch([])).toEqual([]);
  });
});

describe('fitsAlone', () => {
  it('refuses an event too large for any body', () => {
    const huge: AnalyticsEventInput = testEvent('big', { query: 'x'.repeat(ANALYTICS_BATCH_MAX_BYTES) });
    expect(fitsAlone(queued(huge))).toBe(false);
    expect(fitsAlone(queued(testEvent('small')))).toBe(true);
  });
});
