import { useCallback, useState } from 'react';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { readString, writeString } from '@/shared/storage/storage';

/**
 * The first-time favourite hint (spec §2): shown until the visitor taps "Got it", remembered on
 * this device under the first-time favourite hint flag.
 */
export function useFavouriteHintSeen(): [seen: boolean, markSeen: () => void] {
  const [seen, setSeen] = useState(() => readString('local', LOCAL_KEYS.favouriteHintSeen) === '1');
  const markSeen = useCallback(() => {
    writeString('local', LOCAL_KEYS.favouriteHintSeen, '1');
    setSeen(true);
  }, []);
  return [seen, markSeen];
}
