import { describe, expect, it } from 'vitest';
import {
  type DayPartTime,
  businessHoursChannel,
  formatOpeningSpans,
  isOpenAt,
  jakartaDayAndMinute,
  previousDayPartCode,
  todayOpeningHours,
} from './business-hours.js';

/** Epoch ms of a wall-clock time in Asia/Jakarta (UTC+7). 2024-01-01 was a Monday. */
function jakarta(day: number, time: string, month = 1, year = 2024): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, h - 7, m);
}
const MONDAY = 1;
const SATURDAY = 6;
const SUNDAY = 7;

const span = (dayPartCode: number, startTime: string, endTime: string, channelCode = 3): DayPartTime => ({
  dayPartCode,
  channelCode,
  startTime,
  endTime,
  isBusinessHours: true,
});

describe('day codes', () => {
  it('counts Monday as 1 and Sunday as 7 (never 0) in Asia/Jakarta', () => {
    expect(jakartaDayAndMinute(jakarta(1, '00:00'))).toEqual({ dayPartCode: MONDAY, minute: 0 });
    expect(jakartaDayAndMinute(jakarta(6, '12:30'))).toEqual({ dayPartCode: SATURDAY, minute: 750 });
    expect(jakartaDayAndMinute(jakarta(7, '23:59'))).toEqual({ dayPartCode: SUNDAY, minute: 1439 });
  });

  it('reads the Jakarta day, not the UTC one: Sunday 20:00 UTC is Monday 03:00 in Jakarta', () => {
    expect(jakartaDayAndMinute(Date.UTC(2024, 0, 7, 20, 0))).toEqual({ dayPartCode: MONDAY, minute: 180 });
  });

  it('wraps the week: the day before 1 is 7, the last day', () => {
    expect(previousDayPartCode(1)).toBe(7);
    expect(previousDayPartCode(7)).toBe(6);
    expect(previousDayPartCode(2)).toBe(1);
  });

  it('opens a store whose only hours are on day 7 on Sunday (both readings: Sunday is 7)', () => {
    const list = [span(SUNDAY, '10:00', '22:00')];
    expect(isOpenAt(list, jakarta(7, '12:00'))).toBe(true);
    expect(isOpenAt(list, jakarta(1, '12:00'))).toBe(false);
    expect(isOpenAt(list, jakarta(6, '12:00'))).toBe(false);
  });
});

describe('channel priority 3, 1, 2, then none', () => {
  it('prefers dine-in, then delivery, then pickup', () => {
    expect(businessHoursChannel([span(1, '10:00', '20:00', 2), span(1, '10:00', '20:00', 3)])).toBe(3);
    expect(businessHoursChannel([span(1, '10:00', '20:00', 2), span(1, '10:00', '20:00', 1)])).toBe(1);
    expect(businessHoursChannel([span(1, '10:00', '20:00', 2)])).toBe(2);
  });

  it('reads no hours as closed', () => {
    expect(businessHoursChannel([])).toBeNull();
    expect(businessHoursChannel(null)).toBeNull();
    expect(isOpenAt([], jakarta(1, '12:00'))).toBe(false);
    expect(todayOpeningHours(undefined, jakarta(1, '12:00'))).toEqual({
      channelCode: null,
      spans: [],
      isOpen: false,
    });
  });

  it('takes the chosen channel’s list even when another channel is open now', () => {
    // Dine-in has hours only on Monday; on Tuesday the store reads closed though delivery runs.
    const list = [span(MONDAY, '10:00', '20:00', 3), span(2, '10:00', '20:00', 1)];
    expect(isOpenAt(list, jakarta(2, '12:00'))).toBe(false);
    expect(todayOpeningHours(list, jakarta(2, '12:00'))).toEqual({
      channelCode: 3,
      spans: [],
      isOpen: false,
    });
  });

  it('skips spans marked closed when choosing the channel and the hours', () => {
    const list = [
      { ...span(MONDAY, '00:00', '00:00', 3), isBusinessHours: false },
      span(MONDAY, '10:00', '20:00', 1),
    ];
    expect(businessHoursChannel(list)).toBe(1);
    expect(isOpenAt(list, jakarta(1, '21:00'))).toBe(false);
    expect(isOpenAt(list, jakarta(1, '12:00'))).toBe(true);
  });
});

describe('spans across midnight', () => {
  const late = [span(SUNDAY, '22:00', '02:00')];

  it('keeps Sunday’s 22:00–02:00 open into Monday morning, across the week boundary', () => {
    expect(isOpenAt(late, jakarta(7, '21:59'))).toBe(false);
    expect(isOpenAt(late, jakarta(7, '22:00'))).toBe(true);
    expect(isOpenAt(late, jakarta(7, '23:59'))).toBe(true);
    expect(isOpenAt(late, jakarta(8, '00:00'))).toBe(true);
    expect(isOpenAt(late, jakarta(8, '01:59'))).toBe(true);
    expect(isOpenAt(late, jakarta(8, '02:00'))).toBe(false);
    // Sunday morning is the end of Saturday's night, which has no span.
    expect(isOpenAt(late, jakarta(7, '01:00'))).toBe(false);
  });

  it('keeps Saturday’s late span open on Sunday morning (day 6 into day 7)', () => {
    const saturday = [span(SATURDAY, '16:00', '02:00')];
    expect(isOpenAt(saturday, jakarta(7, '01:30'))).toBe(true);
    expect(isOpenAt(saturday, jakarta(7, '02:30'))).toBe(false);
    expect(isOpenAt(saturday, jakarta(6, '01:30'))).toBe(false);
  });

  it('does not carry Monday’s late span back into Monday morning', () => {
    const monday = [span(MONDAY, '22:00', '02:00')];
    expect(isOpenAt(monday, jakarta(1, '01:00'))).toBe(false);
    expect(isOpenAt(monday, jakarta(2, '01:00'))).toBe(true);
  });

  it('reads 00:00–00:00 as the whole day and 24:00 as its end', () => {
    expect(isOpenAt([span(MONDAY, '00:00', '00:00')], jakarta(1, '03:00'))).toBe(true);
    expect(isOpenAt([span(MONDAY, '00:00', '00:00')], jakarta(2, '00:00'))).toBe(false);
    const toMidnight = [span(MONDAY, '10:00', '24:00')];
    expect(isOpenAt(toMidnight, jakarta(1, '23:59'))).toBe(true);
    expect(isOpenAt(toMidnight, jakarta(2, '00:00'))).toBe(false);
  });
});

describe('todayOpeningHours', () => {
  const list = [
    span(MONDAY, '17:00', '22:00'),
    span(MONDAY, '11:00', '14:30'),
    span(2, '09:00', '21:00'),
    span(SUNDAY, '22:00', '02:00'),
    span(MONDAY, '08:00', '20:00', 1),
  ];

  it('lists today’s spans of the priority channel, earliest first, with the status now', () => {
    expect(todayOpeningHours(list, jakarta(1, '12:00'))).toEqual({
      channelCode: 3,
      spans: [
        { startTime: '11:00', endTime: '14:30', overnight: false },
        { startTime: '17:00', endTime: '22:00', overnight: false },
      ],
      isOpen: true,
    });
    expect(todayOpeningHours(list, jakarta(1, '15:00')).isOpen).toBe(false);
  });

  it('counts last night’s span as open after midnight while listing today’s hours', () => {
    const early = todayOpeningHours(list, jakarta(8, '01:00'));
    expect(early.isOpen).toBe(true);
    expect(formatOpeningSpans(early.spans)).toBe('11:00-14:30, 17:00-22:00');
    expect(todayOpeningHours(list, jakarta(7, '23:00'))).toEqual({
      channelCode: 3,
      spans: [{ startTime: '22:00', endTime: '02:00', overnight: true }],
      isOpen: true,
    });
  });

  it('answers no spans on a day without hours', () => {
    expect(todayOpeningHours(list, jakarta(3, '12:00'))).toEqual({
      channelCode: 3,
      spans: [],
      isOpen: false,
    });
    expect(formatOpeningSpans([])).toBe('');
  });
});
