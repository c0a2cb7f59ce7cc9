import type { OrderDetailData } from '@lahap/contract/payments/schemas';
import { pickText } from '@lahap/contract/locale';
import type { Voucher, VoucherListData } from '@lahap/contract/orders/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import pageStyles from '@/shared/ui/card-page.module.css';
import { ErrorState } from '@/shared/ui/error-state';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { ORDERS_KEY, orderDetailKey } from '../api/order-detail';
import { useVouchers } from '../api/vouchers';
import { formatDateTime } from '../model/format-time';
import { newlyRedeemed } from '../model/voucher-watch';
import { RedeemPointSheet } from './redeem-point-sheet';
import { VoucherItem } from './voucher-item';
import styles from './vouchers.module.css';

export interface VoucherSectionProps {
  order: OrderDetailData;
}

/**
 * A paid order's vouchers (voucher_list), one card each. While one can be used it is asked again
 * every few seconds, so a redemption at the counter shows up while the customer watches: the
 * voucher turns USED and a success line says where. A partner's codes have a page of their own.
 */
export function VoucherSection({ order }: VoucherSectionProps) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const query = useVouchers(order.orderId, true);
  const redeemed = useRedeemedWhileWatched(query.data);
  const [now] = useState(Date.now);
  const [pointVoucher, setPointVoucher] = useState<Voucher | null>(null);
  const partner = order.thirdCodeType === 'CODE' || order.thirdCodeType === 'CODE_LINK';

  // A voucher used while the page was open changes the order too (its status, its refund).
  const redeemedCount = redeemed.length;
  useEffect(() => {
    if (redeemedCount === 0) return;
    void queryClient.invalidateQueries({ queryKey: orderDetailKey(order.orderId) });
    void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
  }, [redeemedCount, queryClient, order.orderId]);

  let content;
  if (query.isPending) {
    content = (
      <LoadingShape testId="vouchers-skeleton">
        <SkeletonBlock height={220} radius="var(--lahap-radius-lg)" />
      </LoadingShape>
    );
  } else if (query.isError) {
    content = <ErrorState compact onRetry={() => void query.refetch()} />;
  } else {
    const vouchers = [...query.data.voucherList].sort((a, b) => a.unitNo - b.unitNo);
    content = (
      <ul className={styles.vouchers} data-testid="voucher-list">
        {vouchers.map((voucher) => (
          <VoucherItem
            key={voucher.voucherId}
            voucher={voucher}
            serverTime={query.data.serverTime}
            receivedAt={query.dataUpdatedAt}
            now={now}
            onRedeemAtPoint={setPointVoucher}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={pageStyles.card} aria-labelledby="order-vouchers-title" data-testid="order-vouchers">
      <h2 id="order-vouchers-title" className={pageStyles.sectionTitle}>
        {t('voucher.title', { count: order.quantity })}
      </h2>
      <div role="status" className={styles.notices}>
        {redeemed.map((voucher) => (
          <RedeemedNotice key={voucher.voucherId} voucher={voucher} />
        ))}
      </div>
      {partner && (
        <Link
          to={paths.tripartiteCoupons.getHref({ orderId: order.orderId })}
          className={styles.partnerLink}
          data-testid="order-partner-codes"
        >
          {t('voucher.partnerCodes')}
          <ChevronRightIcon />
        </Link>
      )}
      {content}
      <RedeemPointSheet voucher={pointVoucher} onClose={() => setPointVoucher(null)} />
    </section>
  );
}

/** The vouchers seen VALID and then USED since the page opened, oldest first. */
function useRedeemedWhileWatched(data: VoucherListData | undefined): Voucher[] {
  const [seen, setSeen] = useState(data);
  const [redeemed, setRedeemed] = useState<Voucher[]>([]);
  if (data !== seen) {
    setSeen(data);
    if (seen && data) {
      const fresh = newlyRedeemed(seen.voucherList, data.voucherList);
      if (fresh.length > 0) setRedeemed([...redeemed, ...fresh]);
    }
  }
  return redeemed;
}

/** "Redeemed at …": a voucher just used at the counter (announced by the live region around it). */
function RedeemedNotice({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const place = pickText(voucher.usedPlaceName, locale);
  const time = voucher.usedTime ? formatDateTime(voucher.usedTime, locale) : '';
  return (
    <p className={styles.redeemed} data-testid="voucher-redeemed-notice">
      <span className={styles.redeemedTitle}>
        {t('voucher.redeemedTitle', { name: t('voucher.name', { number: voucher.unitNo }) })}
      </span>
      <span>{place ? t('voucher.usedAt', { time, place }) : t('voucher.usedOn', { time })}</span>
    </p>
  );
}
