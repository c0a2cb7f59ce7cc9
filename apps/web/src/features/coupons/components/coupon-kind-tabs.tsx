import type { CouponListFilter } from '@lahap/contract/coupons/schemas';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COUPON_WALLET_TABS, type CouponWalletTab } from '@/shared/config/paths';
import { CouponIllustration } from '@/shared/ui/illustrations/coupon-illustration';
import { EmptyState } from '@/shared/ui/empty-state';
import { CouponList } from './coupon-list';
import styles from './coupon-kind-tabs.module.css';

/** The tab a `tab` query value names; store coupons when it names none. */
export function toWalletTab(value: string | null): CouponWalletTab {
  return COUPON_WALLET_TABS.find((tab) => tab === value) ?? 'store';
}

/** The wallet's tab the address asks for, kept in `tab` so a link can open the envelopes. */
export function useWalletTab(): [CouponWalletTab, (tab: CouponWalletTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = (tab: CouponWalletTab) =>
    setSearchParams({ tab }, { replace: true, preventScrollReset: true });
  return [toWalletTab(searchParams.get('tab')), select];
}

/**
 * Store coupons (SAAS) and red envelopes (LOCAL_LIFE) side by side, one list each: a red
 * packet's envelopes land in the wallet, and this is where the customer finds them.
 */
export function CouponKindTabs({ filter }: { filter: CouponListFilter }) {
  const { t } = useTranslation('coupons');
  const [tab, select] = useWalletTab();
  const kind = tab === 'store' ? 'Store' : 'RedEnvelope';
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => select(toWalletTab(key))}
        className={styles.tabs}
        data-testid="coupon-tabs"
      >
        {COUPON_WALLET_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`tabs.${key}`)} />
        ))}
      </Tabs>
      <CouponList
        key={tab}
        business={tab === 'store' ? 'SAAS' : 'LOCAL_LIFE'}
        filter={filter}
        empty={
          <EmptyState
            illustration={CouponIllustration}
            title={t(`empty.${filter}${kind}Title`)}
            description={t(`empty.${filter}${kind}Description`)}
          />
        }
      />
    </>
  );
}
