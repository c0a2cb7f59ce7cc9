import { describe, expect, it } from 'vitest';
import type { DayPartTime } from '../store/business-hours.js';
import {
  deliveryFee,
  distanceMeters,
  isChannelOpenAt,
  isPickupTimeAllowed,
  pickupSlots,
} from './delivery.js';

const everyDay = (channelCode: number, startTime: string, endTime: string): DayPartTime[] =>
  [1, 2, 3, 4, 5, 6, 7].map((dayPartCode) => ({ dayPartCode, channelCode, startTime, endTime }));

// 2026-11-27 is a Friday (5); 03:00 UTC is 10:00 in Jakarta.
const fridayTenAm = Date.UTC(2026, 10, 27, 3, 0);

describe('distanceMeters', () => {
  it('measures a kilometre of latitude and nothing between a point and itself', () => {
    const monas = { lat: -6.1754, lng: 106.8272 };
    expect(distanceMeters(monas, monas)).toBe(0);
    expect(distanceMeters(monas, { lat: monas.lat + 0.009, lng: monas.lng })).toBeGreaterThan(995);
    expect(distanceMeters(monas, { lat: monas.lat + 0.009, lng: monas.lng })).toBeLessThan(1_005);
  });
});

describe('deliveryFee', () => {
  it('charges the base fee within the base distance, then per started kilometre', () => {
    expect(deliveryFee(0)).toBe(8_000);
    expect(deliveryFee(2_000)).toBe(8_000);
    expect(deliveryFee(2_001)).toBe(10_500);
    expect(deliveryFee(3_000)).toBe(10_500);
    expect(deliveryFee(4_500)).toBe(15_500);
    expect(() => deliveryFee(-1)).toThrow(RangeError);
  });
});

describe('pickup times', () => {
  const hours = everyDay(2, '10:00', '22:00');

  it('reads the pickup channel only, and an overnight span after midnight', () => {
    expect(isChannelOpenAt(hours, 2, fridayTenAm)).toBe(true);
    expect(isChannelOpenAt(hours, 3, fridayTenAm)).toBe(false);
    const lateNight = everyDay(2, '18:00', '02:00');
    expect(isChannelOpenAt(lateNight, 2, Date.UTC(2026, 10, 27, 18, 30))).toBe(true); // 01:30 Saturday
    expect(isChannelOpenAt(lateNight, 2, Date.UTC(2026, 10, 27, 19, 30))).toBe(false); // 02:30
  });

  it('allows a time far enough ahead, within the hours and the window', () => {
    expect(isPickupTimeAllowed(hours, fridayTenAm + 30 * 60_000, fridayTenAm)).toBe(true);
    expect(isPickupTimeAllowed(hours, fridayTenAm + 5 * 60_000, fridayTenAm)).toBe(false);
    expect(isPickupTimeAllowed(hours, fridayTenAm + 13 * 3_600_000, fridayTenAm)).toBe(false); // 23:00
    expect(isPickupTimeAllowed(hours, fridayTenAm + 25 * 3_600_000, fridayTenAm)).toBe(false);
  });

  it('lists quarter-hour slots inside the hours only', () => {
    const slots = pickupSlots(hours, fridayTenAm);
    expect(slots[0]).toBe(fridayTenAm + 15 * 60_000);
    expect(slots.every((at) => isPickupTimeAllowed(hours, at, fridayTenAm))).toBe(true);
    // Friday 10:15–21:45 (47), then the window ends at Saturday 10:00, the hours' first slot.
    expect(slots).toHaveLength(48);
  });
});
