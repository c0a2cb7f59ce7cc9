import type { LatLng } from '@lahap/contract/ordering/delivery';
import { useCallback, useState } from 'react';
import { locateDevice } from '@/shared/location/locate-device';

/** The position a delivery goes to, read from the device on the customer's tap. */
export function useDeliveryPosition() {
  const [position, setPosition] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);

  const locate = useCallback(async () => {
    setLocating(true);
    const reading = await locateDevice();
    setLocating(false);
    setFailed(!reading.ok);
    if (reading.ok) setPosition({ lat: reading.latitude, lng: reading.longitude });
  }, []);

  return { position, locating, failed, locate };
}
