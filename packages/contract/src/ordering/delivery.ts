import {
  DELIVERY_FEE_BASE,
  DELIVERY_FEE_BASE_METERS,
  DELIVERY_FEE_PER_KM,
  PICKUP_LEAD_MINUTES,
  PICKUP_MAX_AHEAD_HOURS,
} from '../constants.js';
import {
  jakartaDayAndMinute,
  minutesOfDay,
  previousDayPartCode,
  type DayPartTime,
} from '../store/business-hours.js';

/**
 * The rules of pickup and delivery that the server enforces and the ordering site shows before
 * the tap: the same functions on both sides, so the fee a customer sees is the fee they pay.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in whole metres (haversine on the mean earth radius). */
export function distanceMeters(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a))));
}

/** Whole rupiah to deliver this far: the base fee, then each started kilometre beyond it. */
export function deliveryFee(meters: number): number {
  if (!Number.isFinite(meters) || meters < 0) throw new RangeError('distance must be a non-negative number');
  const beyond = Math.max(0, meters - DELIVERY_FEE_BASE_METERS);
  return DELIVERY_FEE_BASE + Math.ceil(beyond / 1_000) * DELIVERY_FEE_PER_KM;
}

/** Whether the channel's hours cover the moment, yesterday's overnight span included. */
export function isChannelOpenAt(list: readonly DayPartTime[], channelCode: number, atMs: number): boolean {
  const { dayPartCode, minute } = jakartaDayAndMinute(atMs);
  return list.some((row) => {
    if (row.channelCode !== channelCode || row.isBusinessHours === false) return false;
    const from = minutesOfDay(row.startTime);
    const to = minutesOfDay(row.endTime);
    const overnight = to <= from;
    if (row.dayPartCode === dayPartCode) return overnight ? minute >= from : minute >= from && minute < to;
    return row.dayPartCode === previousDayPartCode(dayPartCode) && overnight && minute < to;
  });
}

/**
 * Whether a pickup may be booked for `pickupMs` when ordering at `nowMs`: far enough ahead for the
 * kitchen, not too far, and within the pickup channel's (2) hours.
 */
export function isPickupTimeAllowed(list: readonly DayPartTime[], pickupMs: number, nowMs: number): boolean {
  if (pickupMs < nowMs + PICKUP_LEAD_MINUTES * 60_000) return false;
  if (pickupMs > nowMs + PICKUP_MAX_AHEAD_HOURS * 3_600_000) return false;
  return isChannelOpenAt(list, 2, pickupMs);
}

/**
 * The pickup times to offer, every `stepMinutes` on the step from the earliest allowed until
 * the window ends: what a time picker lists.
 */
export function pickupSlots(list: readonly DayPartTime[], nowMs: number, stepMinutes = 15): number[] {
  const step = stepMinutes * 60_000;
  const first = Math.ceil((nowMs + PICKUP_LEAD_MINUTES * 60_000) / step) * step;
  const last = nowMs + PICKUP_MAX_AHEAD_HOURS * 3_600_000;
  const slots: number[] = [];
  for (let at = first; at <= last; at += step) if (isChannelOpenAt(list, 2, at)) slots.push(at);
  return slots;
}
