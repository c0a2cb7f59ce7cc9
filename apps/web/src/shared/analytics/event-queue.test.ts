import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../storage/keys';
import { testEvent } from './analytics-fixtures';
import { EventQueue } from './event-queue';

const ids = (queue: EventQueue) => queue.events().map(({ event }) => event.id);
const stored = () => JSON.parse(localStorage.getItem(LOCAL_KEYS.analyticsQueue) ?? '[]') as { id: string }[];

describe('the waiting queue', () => {
  it('is bounded: past its limit the oldest events go', () => {
    const queue = new EventQueue(3);
    for (const id of ['a', 'b', 'c', 'd', 'e']) queue.add(testEvent(id));
    expect(ids(queue)).toEqual(['c', 'd', 'e']);
  });

  it('is kept in local storage, and a later visit takes it over ahead of its own events', () => {
    const first = new EventQueue(10);
    first.add(testEvent('a'));
    first.add(testEvent('b'));
    first.save();
    expect(stored().map((event) => event.id)).toEqual(['a', 'b']);

    const next = new EventQueue(10);
    next.add(testEvent('c'));
    next.load();
    expect(ids(next)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the bound when taking over a stored queue', () => {
    const first = new EventQueue(10);
    for (const id of ['a', 'b', 'c', 'd']) first.add(testEvent(id));
    first.save();
    const next = new EventQueue(3);
    next.add(testEvent('e'));
    next.load();
    expect(ids(next)).toEqual(['c', 'd', 'e']);
  });

  it('ignores a stored queue that is not one, and stored entries that are not events', () => {
    localStorage.setItem(LOCAL_KEYS.analyticsQueue, '{"not":"a list"}');
    const queue = new EventQueue(10);
    queue.load();
    expect(queue.size).toBe(0);
    localStorage.setItem(
      LOCAL_KEYS.analyticsQueue,
      JSON.stringify([
        testEvent('ok'),
        { id: 'no-context' },
        { ...testEvent('bad-time'), time: 'yesterday' },
      ]),
    );
    queue.load();
    expect(ids(queue)).toEqual(['ok']);
  });

  it('removes sent events by id and drops those too old for the server', () => {
    const queue = new EventQueue(10);
    queue.add(testEvent('old', undefined, '2020-01-01T00:00:00.000Z'));
    queue.add(testEvent('a'));
    queue.add(testEvent('b'));
    queue.remove(new Set(['a']));
    queue.dropOlderThan(Date.parse('2024-01-01T00:00:00.000Z'));
    expect(ids(queue)).toEqual(['b']);
  });
});
