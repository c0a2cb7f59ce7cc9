import { isPickupTimeAllowed } from '@lahap/contract/ordering/delivery';
import { describe, expect, it } from 'vitest';
import { everyDay } from '../test/fixtures';
import { deliveryHours } from './delivery-hours';
import { pickupChoice, pickupTimeIso, storeClock } from './pickup-times';

const HOURS = everyDay(2, '10:00', '22:00');
/** A moment in Jakarta time (UTC+7). */
const jakarta = (iso: string) => Date.parse(`${iso}+07:00`);

describe('the pickup times offered', () => {
  it('open now: today’s slots from a quarter of an hour ahead, then tomorrow’s, each one the server takes', () => {
    const now = jakarta('2025-03-04T12:05:00');
    const choice = pickupChoice(HOURS, now);
    expect(choice.openNow).toBe(true);
    expect(choice.days.map((day) => day.day)).toEqual(['today', 'tomorrow']);
    const today = choice.days[0]?.slots ?? [];
    expect(storeClock(today[0] ?? 0)).toBe('12:30');
    expect(storeClock(today.at(-1) ?? 0)).toBe('21:45');
    for (const slot of choice.days.flatMap((day) => day.slots))
      expect(isPickupTimeAllowed(HOURS, slot, now)).toBe(true);
  });

  it('closed now (late at night): says so and offers the next opening’s slots, tomorrow', () => {
    const choice = pickupChoice(HOURS, jakarta('2025-03-04T23:10:00'));
    expect(choice.openNow).toBe(false);
    expect(choice.days).toHaveLength(1);
    expect(choice.days[0]?.day).toBe('tomorrow');
    expect(storeClock(choice.days[0]?.slots[0] ?? 0)).toBe('10:00');
  });

  it('closed before opening: offers today’s slots from opening', () => {
    const choice = pickupChoice(HOURS, jakarta('2025-03-04T07:00:00'));
    expect(choice.openNow).toBe(false);
    expect(choice.days[0]?.day).toBe('today');
    expect(storeClock(choice.days[0]?.slots[0] ?? 0)).toBe('10:00');
  });

  it('offers nothing for a store with no pickup hours', () => {
    expect(pickupChoice(everyDay(1, '10:00', '22:00'), jakarta('2025-03-04T12:00:00')).days).toEqual([]);
  });

  it('sends the time with the store’s offset', () => {
    expect(pickupTimeIso(jakarta('2025-03-04T12:30:00'))).toBe('2025-03-04T12:30:00+07:00');
  });
});

describe('the delivery hours', () => {
  const DELIVERY = everyDay(1, '10:30', '21:30');
  it('deliver while the delivery hours cover the moment, and name today’s hours', () => {
    expect(deliveryHours(DELIVERY, jakarta('2025-03-04T12:00:00'))).toEqual({
      openNow: true,
      today: '10:30-21:30',
    });
    expect(deliveryHours(DELIVERY, jakarta('2025-03-04T06:09:00'))).toEqual({
      openNow: false,
      today: '10:30-21:30',
    });
    expect(deliveryHours(HOURS, jakarta('2025-03-04T12:00:00'))).toEqual({ openNow: false, today: '' });
  });
});
