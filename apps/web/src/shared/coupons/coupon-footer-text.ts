import { formatDate } from '@lahap/contract/format';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '../i18n/use-app-locale';
import type { CouponFooter } from './coupon-footer';
import { formatDateTime } from '../format/date-time';

/** The words of a coupon card's footer line, in the customer's language. */
export function useCouponFooterText(): (footer: CouponFooter) => string {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  return (footer) => {
    switch (footer.kind) {
      case 'endDate':
        return t('footer.endDate', { date: formatDate(footer.lastMoment, locale) });
      case 'endsToday':
        return t('footer.endsToday');
      case 'daysLeft':
        return t('footer.daysLeft', { count: footer.days });
      case 'verified':
        return footer.at === null
          ? t('footer.verifiedUnknown')
          : t('footer.verified', { time: formatDateTime(footer.at, locale) });
      case 'expired':
        return t('footer.expired', { date: formatDate(footer.lastMoment, locale) });
      case 'notEffective':
        return t('footer.notEffective', { date: formatDate(footer.from, locale) });
    }
  };
}
