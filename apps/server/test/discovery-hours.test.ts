import { describe, expect, it } from 'vitest';
import { type HoursRow, isOpenAt, jakartaClock } from '../src/modules/catalog/business-hours.js';
import { createQueryTokens } from '../src/modules/discovery/query-token.js';

/** Monday 2026-11-23 at hh:mm in Asia/Jakarta (UTC+7), as epoch milliseconds. */
const mondayAt = (hh: number, mm = 0) => Date.UTC(2026, 10, 23, hh - 7, mm);

describe('opening hours (spec §9: channel priority 3, 1, 2; Monday = 1)', () => {
  it('reads the weekday and minute in Jakarta', () => {
    expect(jakartaClock(mondayAt(0, 30))).toEqual({ day: 1, minute: 30 });
    expect(jakartaClock(mondayAt(6, 59) - 7 * 3_600_000)).toEqual({ day: 7, minute: 23 * 60 + 59 });
  });

  it('uses the first channel that has hours, in the order dine-in, delivery, pickup', () => {
    const deliveryAllDay: HoursRow = [1, 1, '00:00', '24:00'];
    const dineInMorning: HoursRow = [1, 3, '08:00', '11:00'];
    expect(isOpenAt([deliveryAllDay], mondayAt(14))).toBe(true);
    expect(isOpenAt([deliveryAllDay, dineInMorning], mondayAt(14))).toBe(false);
    expect(isOpenAt([deliveryAllDay, dineInMorning], mondayAt(9))).toBe(true);
    expect(
      isOpenAt(
        [
          [1, 2, '00:00', '24:00'],
          [1, 1, '20:00', '21:00'],
        ],
        mondayAt(14),
      ),
    ).toBe(false);
  });

  it('opens at the start minute and closes at the end minute', () => {
    const rows: HoursRow[] = [[1, 3, '10:00', '22:00']];
    expect(isOpenAt(rows, mondayAt(9, 59))).toBe(false);
    expect(isOpenAt(rows, mondayAt(10, 0))).toBe(true);
    expect(isOpenAt(rows, mondayAt(21, 59))).toBe(true);
    expect(isOpenAt(rows, mondayAt(22, 0))).toBe(false);
  });

  it('lets a span past midnight run into the next morning, Sunday into Monday', () => {
    const lateSunday: HoursRow[] = [[7, 3, '18:00', '02:00']];
    expect(isOpenAt(lateSunday, mondayAt(1, 30))).toBe(true);
    expect(isOpenAt(lateSunday, mondayAt(2, 0))).toBe(false);
    expect(isOpenAt(lateSunday, mondayAt(19))).toBe(false);
  });

  it('reads no hours as closed', () => {
    expect(isOpenAt(null, mondayAt(12))).toBe(false);
    expect(isOpenAt([], mondayAt(12))).toBe(false);
  });
});

describe('query ids', () => {
  const tokens = createQueryTokens('secret-a');
  const state = {
    kind: 'distance' as const,
    snapshot: 1_700_000_000_000,
    lat: -6.2,
    lng: 106.8,
    key: 12.5,
    id: '42',
    served: 10,
    total: null,
    params: { radiusMetres: 10_000 },
  };

  it('round-trips the list state and refuses another key, another list and edits', () => {
    const token = tokens.encode(state);
    expect(tokens.decode(token, 'distance')).toEqual(state);
    expect(() => createQueryTokens('secret-b').decode(token, 'distance')).toThrow();
    expect(() => tokens.decode(token, 'region')).toThrow();
    const [, tag] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...state, id: '1' })).toString('base64url');
    expect(() => tokens.decode(`${edited}.${tag}`, 'distance')).toThrow();
    expect(() => tokens.decode(`${token}.x`, 'distance')).toThrow();
  });
});
