import { formatDate } from '@lahap/contract/format';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import type { OrderFooterLine } from '../model/order-footer';

/** The words of an order card's footer line, in the customer's language. */
export function useOrderFooterText(): (line: OrderFooterLine) => string {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  return useCallback(
    (line: OrderFooterLine) => {
      const time = (at: number) => formatDateTime(at, locale);
      const date = (at: number) => formatDate(at, locale);
      switch (line.kind) {
        case 'payWithin':
          return t('card.footer.payWithin', { count: line.minutes });
        case 'cancelled':
          return line.at === null
            ? t('card.status.cancel')
            : t('card.footer.cancelled', { time: time(line.at) });
        case 'daysLeft':
          return line.days === 0
            ? t('card.footer.endsToday')
            : t('card.footer.daysLeft', { count: line.days });
        case 'completed':
          return line.at === null
            ? t('card.status.used')
            : t('card.footer.completed', { time: time(line.at) });
        case 'expired':
          return line.lastMoment === null
            ? t('card.status.expired')
            : t('card.footer.expired', { date: date(line.lastMoment) });
        case 'returned':
          return line.at === null
            ? t('card.status.return')
            : t('card.footer.returned', { time: time(line.at) });
        case 'window':
          return line.from === null || line.lastMoment === null
            ? t('card.status.not_effective')
            : t('card.footer.window', { from: date(line.from), to: date(line.lastMoment) });
        case 'redeemBy':
          return line.at === null
            ? t('card.footer.redeemSoon')
            : t('card.footer.redeemBy', { time: time(line.at) });
      }
    },
    [t, locale],
  );
}
