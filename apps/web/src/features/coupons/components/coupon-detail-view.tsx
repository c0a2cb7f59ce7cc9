import { formatDate, formatRupiah } from '@lahap/contract/format';
import { couponLimitText } from '@lahap/contract/coupons/limit-text';
import type { CouponDetailData } from '@lahap/contract/coupons/schemas';
import { pickText } from '@lahap/contract/locale';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ApplicableStoresPopup } from '@/shared/stores/applicable-stores-popup';
import actionBar from '@/shared/ui/action-bar.module.css';
import pageStyles from '@/shared/ui/card-page.module.css';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { RulesCard } from '@/shared/ui/rules-card';
import sectionCard from '@/shared/ui/section-card.module.css';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { couponStoresSource } from '../api/coupon-applicable-stores';
import { CouponTimer } from './coupon-timer';
import { CounterCode } from './counter-code';
import styles from './coupon-detail.module.css';

export interface CouponDetailViewProps {
  data: CouponDetailData;
  /** A claimed coupon's countdown reached zero: its state should be asked for again. */
  onExpire?: () => void;
  /** The bar at the foot: Claim, Use, or a refusal. */
  footer?: ReactNode;
  /** When the answer arrived (react-query's `dataUpdatedAt`): the counter code turns on the server's clock from it. */
  receivedAt?: number;
}

/** The window a detail states: the claimed coupon's own, else the template's. */
function useValidityText(data: CouponDetailData): string {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const between = (from: string, to: string) =>
    t('detail.validWindow', {
      from: formatDate(Date.parse(from), locale),
      to: formatDate(Date.parse(to) - 1, locale),
    });
  const { coupon, template } = data;
  if (coupon) return between(coupon.effectiveStartTime, coupon.effectiveEndTime);
  if (template.validStartTime && template.validEndTime) {
    return between(template.validStartTime, template.validEndTime);
  }
  return t('detail.validDays', { count: template.validDays ?? 1 });
}

function useLimitText(total: number, daily: number): string | null {
  const { t } = useTranslation('coupons');
  const limit = couponLimitText(total, daily);
  switch (limit.kind) {
    case 'none':
      return null;
    case 'total':
      return t('detail.limitTotal', { total: limit.total });
    case 'daily':
      return t('detail.limitDaily', { daily: limit.daily });
    case 'both':
      return t('detail.limitBoth', { total: limit.total, daily: limit.daily });
  }
}

/**
 * A coupon or red envelope in full: amount, least spend, name and validity, the countdown when
 * a claimed one ends within a day, the rotating counter code of a claimed store coupon, where it works
 * (or what an envelope buys), its limits and its rules.
 */
export function CouponDetailView({ data, onExpire, footer, receivedAt }: CouponDetailViewProps) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const [storesOpen, setStoresOpen] = useState(false);
  const { template, coupon, rules, applicableStoreCount, codeSeed, serverTime } = data;
  const validity = useValidityText(data);
  const limit = useLimitText(template.receiveTimesLimit, template.receiveTimesDailyLimit);
  const envelope = template.business === 'LOCAL_LIFE';
  const status = coupon?.status;
  const muted = status !== undefined && status !== 'valid' && status !== 'not_effective';
  const productsHref = coupon
    ? paths.redEnvelopeProducts.getHref({ couponId: coupon.id })
    : paths.redEnvelopeProducts.getHref({ templateId: template.templateId });

  return (
    <>
      <div className={pageStyles.body} data-testid="coupon-detail" data-business={template.business}>
        <section className={styles.hero} data-muted={muted} aria-labelledby="coupon-name">
          <div className={styles.heroValue}>
            <span className={styles.heroLabel}>{pickText(template.couponLabel, locale)}</span>
            <p className={styles.heroAmount} data-testid="coupon-amount">
              {formatRupiah(template.discountAmount)}
            </p>
            <p className={styles.heroMinimum} data-testid="coupon-minimum">
              {template.minimumSpend > 0
                ? t(envelope ? 'card.minOrder' : 'card.minSpend', {
                    amount: formatRupiah(template.minimumSpend),
                  })
                : t('card.noMinSpend')}
            </p>
          </div>
          <div className={styles.heroBody}>
            <h2 id="coupon-name" className={styles.heroName}>
              {pickText(template.name, locale)}
            </h2>
            <div className={styles.badges}>
              {status && (
                <span className={styles.status} data-status={status} data-testid="coupon-detail-status">
                  {t(`status.${status}`)}
                </span>
              )}
              {template.newUserOnly && <span className={styles.badge}>{t('detail.newUsersOnly')}</span>}
            </div>
            <p className={styles.validity} data-testid="coupon-validity">
              {validity}
            </p>
            {coupon && status === 'valid' && onExpire && (
              <CouponTimer endsAt={Date.parse(coupon.effectiveEndTime)} onTimeout={onExpire} />
            )}
          </div>
        </section>

        {codeSeed && status === 'valid' && (
          <CounterCode seed={codeSeed} serverTime={serverTime} receivedAt={receivedAt} />
        )}

        {(applicableStoreCount > 0 || envelope || limit) && (
          <section className={sectionCard.card}>
            {applicableStoreCount > 0 && (
              <button
                type="button"
                className={sectionCard.row}
                onClick={() => setStoresOpen(true)}
                data-testid="coupon-stores"
              >
                <span className={sectionCard.rowText}>
                  {t('detail.stores', { count: applicableStoreCount })}
                </span>
                <span className={styles.rowMore}>
                  {t('detail.storesOpen')}
                  <ChevronRightIcon />
                </span>
              </button>
            )}
            {envelope && (
              <Link to={productsHref} className={sectionCard.row} data-testid="coupon-products-link">
                <span className={sectionCard.rowText}>{t('detail.products')}</span>
                <span className={styles.rowMore}>
                  <ChevronRightIcon />
                </span>
              </Link>
            )}
            {limit && (
              <p className={sectionCard.row} data-testid="coupon-limit">
                <span className={sectionCard.rowText}>{limit}</span>
              </p>
            )}
          </section>
        )}

        <RulesCard title={t('detail.rulesTitle')} rules={rules} testId="coupon-rules" />
      </div>
      {footer && <div className={actionBar.bar}>{footer}</div>}
      {applicableStoreCount > 0 && (
        <ApplicableStoresPopup
          open={storesOpen}
          onClose={() => setStoresOpen(false)}
          source={couponStoresSource(template.templateId)}
          text={{ title: t('stores.title'), close: t('stores.close'), empty: t('stores.empty') }}
          testId="applicable-stores"
          storeTestId="applicable-store"
        />
      )}
    </>
  );
}

/** The detail's shape while it loads. */
export function CouponDetailSkeleton() {
  return (
    <LoadingShape className={pageStyles.body} testId="coupon-detail-skeleton">
      <SkeletonBlock height={220} radius="var(--lahap-radius-xl)" />
      <SkeletonBlock height={96} radius="var(--lahap-radius-xl)" />
      <SkeletonBlock height={140} radius="var(--lahap-radius-xl)" />
    </LoadingShape>
  );
}
