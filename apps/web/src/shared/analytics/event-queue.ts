import { ANALYTICS_QUEUE_MAX, ANALYTICS_TIME_PATTERN } from '@lahap/contract/analytics/context';
import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';
import { LOCAL_KEYS } from '../storage/keys';
import { readJson, writeJson } from '../storage/storage';
import { fitsAlone, queued, type QueuedEvent } from './batch';

function isStoredEvent(value: unknown): value is AnalyticsEventInput {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, time, context } = value as Partial<Record<keyof AnalyticsEventInput, unknown>>;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof time === 'string' &&
    ANALYTICS_TIME_PATTERN.test(time) &&
    typeof context === 'object' &&
    context !== null
  );
}

/**
 * The events not yet sent, oldest first, kept in memory and in local storage so a visit that
 * ends before they go out sends them on the next one. Bounded: past `max` the oldest go.
 *
 * Each tab writes its own queue over the stored one; two tabs open at once may each send what
 * the other stored, and the server keeps an event once by its id.
 */
export class EventQueue {
  private entries: QueuedEvent[] = [];

  constructor(
    private readonly max = ANALYTICS_QUEUE_MAX,
    private readonly key: string = LOCAL_KEYS.analyticsQueue,
  ) {}

  /** Takes over the stored events (an earlier visit's) ahead of this visit's. */
  load(): void {
    const stored = readJson('local', this.key);
    const events = Array.isArray(stored) ? stored.filter(isStoredEvent) : [];
    const known = new Set(this.entries.map(({ event }) => event.id));
    const earlier = events.filter((event) => !known.has(event.id)).map(queued);
    this.entries = [...earlier, ...this.entries];
    this.trim();
  }

  /** Adds an event; false when it could never be sent (too large for any batch). */
  add(event: AnalyticsEventInput): boolean {
    const entry = queued(event);
    if (!fitsAlone(entry)) return false;
    this.entries.push(entry);
    this.trim();
    return true;
  }

  get size(): number {
    return this.entries.length;
  }

  events(): readonly QueuedEvent[] {
    return this.entries;
  }

  remove(ids: ReadonlySet<string>): void {
    this.entries = this.entries.filter(({ event }) => !ids.has(event.id));
  }

  /** Drops events the server would refuse as too old (`time` before `cutoff`, ms since the epoch). */
  dropOlderThan(cutoff: number): void {
    this.entries = this.entries.filter(({ event }) => Date.parse(event.time) >= cutoff);
  }

  save(): void {
    writeJson(
      'local',
      this.key,
      this.entries.map(({ event }) => event),
    );
  }

  private trim(): void {
    if (this.entries.length > this.max) this.entries = this.entries.slice(this.entries.length - this.max);
  }
}
