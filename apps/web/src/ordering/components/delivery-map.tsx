import type { LatLng } from '@lahap/contract/ordering/delivery';
import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';

/** The drawn radius of the delivery range, in the map's units (the map spans -100..100). */
const RANGE = 70;
const EDGE = 92;
const METERS_PER_DEGREE = 111_320;

/** Where a position falls on the map, the store at its centre: east right, north up, clamped to the edge. */
export function mapPoint(store: LatLng, to: LatLng, radiusMeters: number): { x: number; y: number } {
  const east = (to.lng - store.lng) * METERS_PER_DEGREE * Math.cos((store.lat * Math.PI) / 180);
  const north = (to.lat - store.lat) * METERS_PER_DEGREE;
  const scale = RANGE / Math.max(radiusMeters, 1);
  const x = east * scale;
  const y = -north * scale;
  const far = Math.hypot(x, y);
  const shrink = far > EDGE ? EDGE / far : 1;
  return { x: x * shrink, y: y * shrink };
}

/**
 * A small drawn map, no tiles: the store in the middle, its delivery range as a circle, and the
 * customer's position as a pin, inside the circle or beyond it.
 */
export function DeliveryMap({
  store,
  position,
  radiusMeters,
  inRange,
}: {
  store: LatLng;
  position: LatLng;
  radiusMeters: number;
  inRange: boolean;
}) {
  const { t } = useTranslation('ordering');
  const pin = mapPoint(store, position, radiusMeters);
  return (
    <svg
      className={styles.map}
      viewBox="-100 -100 200 200"
      role="img"
      aria-label={t('checkout.mapLabel')}
      data-testid="ordering-delivery-map"
      data-in-range={String(inRange)}
    >
      <circle r={RANGE} className={styles.mapRange} />
      <circle r={6} className={styles.mapStore} />
      <g transform={`translate(${pin.x.toFixed(1)} ${pin.y.toFixed(1)})`} data-testid="ordering-delivery-pin">
        <path
          d="M0 0 C-3 -8 -10 -12 -10 -20 A10 10 0 1 1 10 -20 C10 -12 3 -8 0 0 Z"
          className={styles.mapPin}
        />
        <circle cy={-20} r={4} className={styles.mapPinDot} />
      </g>
    </svg>
  );
}
