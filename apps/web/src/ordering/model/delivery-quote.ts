import type { FoodChannel } from '@lahap/contract/ordering/schemas';
import { deliveryFee, distanceMeters, type LatLng } from '@lahap/contract/ordering/delivery';

/** What a delivery to a position costs, computed as the server does, or that it is too far. */
export type DeliveryQuote =
  { inRange: true; meters: number; fee: number } | { inRange: false; meters: number; radiusMeters: number };

export function deliveryQuote(channel: FoodChannel, to: LatLng): DeliveryQuote {
  const meters = distanceMeters({ lat: channel.lat, lng: channel.lng }, to);
  const radiusMeters = channel.deliveryRadiusMeters ?? 0;
  if (meters > radiusMeters) return { inRange: false, meters, radiusMeters };
  return { inRange: true, meters, fee: deliveryFee(meters) };
}

/** Metres as the customer reads them: "850 m" under a kilometre, "2,4 km" beyond. */
export function formatDistance(meters: number, locale: string): string {
  if (meters < 1_000) return `${meters} m`;
  const km = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(meters / 1_000);
  return `${km} km`;
}
