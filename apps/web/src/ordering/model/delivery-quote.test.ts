import { deliveryFee, distanceMeters } from '@lahap/contract/ordering/delivery';
import { describe, expect, it } from 'vitest';
import { STORE_POSITION, deliveryMenu } from '../test/fixtures';
import { deliveryQuote, formatDistance } from './delivery-quote';

const channel = deliveryMenu().channel!;

describe('a delivery quote', () => {
  it('is the contract’s distance and fee within the radius', () => {
    const to = { lat: STORE_POSITION.lat - 0.03, lng: STORE_POSITION.lng };
    const meters = distanceMeters(STORE_POSITION, to);
    expect(meters).toBeGreaterThan(3_000);
    expect(deliveryQuote(channel, to)).toEqual({ inRange: true, meters, fee: deliveryFee(meters) });
    // 3.3 km: the base fee, then two started kilometres beyond its 2 km.
    expect(deliveryFee(meters)).toBe(13_000);
  });

  it('says how far beyond the radius a position is', () => {
    const to = { lat: STORE_POSITION.lat - 0.1, lng: STORE_POSITION.lng };
    expect(deliveryQuote(channel, to)).toMatchObject({ inRange: false, radiusMeters: 5_000 });
  });

  it('reads metres under a kilometre, kilometres beyond', () => {
    expect(formatDistance(850, 'id-ID')).toBe('850 m');
    expect(formatDistance(2_400, 'id-ID')).toBe('2,4 km');
    expect(formatDistance(2_400, 'en-US')).toBe('2.4 km');
  });
});
