import { STORE_ITEMS_BEFORE_VIEW_MORE } from '@lahap/contract/constants';
import { pickText } from '@lahap/contract/locale';
import type { MerchantHomepageCouponData } from '@lahap/contract/store/schemas';
import { DownOutline, InformationCircleOutline, UpOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CouponBatchCard } from './coupon-batch-card';
import styles from './coupon-section.module.css';
import { StoreProductCard } from './store-product-card';

interface FoldedListProps<T> {
  items: T[];
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  testId: string;
}

/** The first three items, and a "View more coupons" / "Close" toggle when there are more (spec §2). */
function FoldedList<T>({ items, render, keyOf, testId }: FoldedListProps<T>) {
  const { t } = useTranslation('store');
  const [open, setOpen] = useState(false);
  const folds = items.length > STORE_ITEMS_BEFORE_VIEW_MORE;
  const shown = open || !folds ? items : items.slice(0, STORE_ITEMS_BEFORE_VIEW_MORE);
  return (
    <>
      <ul className={styles.list} data-testid={testId}>
        {shown.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {folds && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          data-testid={`${testId}-toggle`}
        >
          {open ? t('coupons.close') : t('coupons.viewMore')}
          {open ? <UpOutline aria-hidden="true" /> : <DownOutline aria-hidden="true" />}
        </button>
      )}
    </>
  );
}

/**
 * The store home's coupon section (spec §2): "Dine Out Voucher" product cards with the tip that
 * they are redeemed at the outlet only, then "Discount for You" claimable coupon batches.
 */
export function CouponSection({ data, storeId }: { data: MerchantHomepageCouponData; storeId: string }) {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const { productList, couponBatchList, activityId } = data.homepageCouponList;
  const notice = pickText(data.homepageCouponNotice?.content.noticeContent, locale);
  if (productList.length === 0 && couponBatchList.length === 0) return null;

  return (
    <div className={styles.section} data-testid="coupon-section">
      {productList.length > 0 && (
        <section aria-labelledby="store-vouchers-title" data-testid="store-vouchers">
          <h2 id="store-vouchers-title" className={styles.title}>
            {t('coupons.vouchersTitle')}
          </h2>
          <p className={styles.tip} data-testid="store-vouchers-tip">
            <InformationCircleOutline aria-hidden="true" />
            {notice || t('coupons.outletOnly')}
          </p>
          <FoldedList
            items={productList}
            keyOf={(product) => product.skuId}
            render={(product) => <StoreProductCard product={product} storeId={storeId} />}
            testId="store-voucher-list"
          />
        </section>
      )}
      {couponBatchList.length > 0 && (
        <section aria-labelledby="store-discounts-title" data-testid="store-discounts">
          <h2 id="store-discounts-title" className={styles.title}>
            {t('coupons.discountsTitle')}
          </h2>
          <FoldedList
            items={couponBatchList}
            keyOf={(batch) => batch.batchId}
            render={(batch) => <CouponBatchCard batch={batch} storeId={storeId} activityId={activityId} />}
            testId="store-discount-list"
          />
        </section>
      )}
    </div>
  );
}
