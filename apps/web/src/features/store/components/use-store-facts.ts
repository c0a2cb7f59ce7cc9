import { COPY_SUCCESS_TOAST_MS } from '@lahap/contract/constants';
import { pickText } from '@lahap/contract/locale';
import { formatOpeningSpans, todayOpeningHours } from '@lahap/contract/store/business-hours';
import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { showToast } from '@/shared/ui/toast';
import { copyText } from '@/shared/share/share';

const MINUTE_MS = 60_000;

/** The time now, moving on once a minute, so open and closed change while the page stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Today's opening hours (Asia/Jakarta, channel priority 3, 1, 2) and whether it is open now. */
export function useTodayHours(store: Pick<StoreDetailData, 'dayPartTimeList'>) {
  const { t } = useTranslation('store');
  const nowMs = useMinuteClock();
  const today = todayOpeningHours(store.dayPartTimeList, nowMs);
  const spans = formatOpeningSpans(today.spans);
  return { isOpen: today.isOpen, text: spans ? t('hours.today', { hours: spans }) : t('hours.closedToday') };
}

/**
 * What a tap on the mall name, the address or the distance does (spec §2): opens the store's
 * map link outside the app, or, without one, copies the address and says so for 1.5 s.
 */
export function useOpenAddress(store: Pick<StoreDetailData, 'mapLinkAddress' | 'storeAddress'>) {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  return async () => {
    if (store.mapLinkAddress) {
      await openExternalUrl(store.mapLinkAddress);
      return;
    }
    const copied = await copyText(pickText(store.storeAddress, locale));
    if (copied) showToast(t('address.copied'), COPY_SUCCESS_TOAST_MS);
    else showToast(t('share.copyFailed'));
  };
}

/** The mall line: the mall's name and the floors the store is on. */
export function mallLine(store: Pick<StoreDetailData, 'mallInfo'>, locale: Parameters<typeof pickText>[1]) {
  if (!store.mallInfo) return null;
  const floors = store.mallInfo.floorList.map((floor) => floor.floorName).join(' · ');
  return {
    name: pickText(store.mallInfo.mallName, locale),
    floors,
    remark: pickText(store.mallInfo.locationRemark, locale),
  };
}
