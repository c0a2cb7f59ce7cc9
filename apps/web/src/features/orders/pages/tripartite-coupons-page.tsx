import { COPY_SUCCESS_TOAST_MS } from '@lahap/contract/constants';
import { formatDate } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { ThirdPartyCodesData } from '@lahap/contract/orders/schemas';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { CardImage } from '@/shared/product/card-image';
import pageStyles from '@/shared/ui/card-page.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { useThirdPartyCodes } from '../api/third-party-codes';
import { OrderLoadError, OrderScreen } from '../components/order-screen';
import { VoucherHead } from '../components/voucher-head';
import voucherStyles from '../components/vouchers.module.css';
import styles from './tripartite-coupons-page.module.css';

type PartnerCode = ThirdPartyCodesData['codeList'][number];

/**
 * Partner codes (`/platform/tripartiteCoupons?orderId`, spec §2): the codes a partner issued for
 * an order's vouchers (CODE), each with its link where it is used (CODE_LINK). A code can be
 * copied (spec §8 "Copied to clipboard" / "Copy failed"); one not issued yet is on its way.
 */
export default function TripartiteCouponsPage() {
  return (
    <OrderScreen screen="tripartiteCoupons" testId="tripartite-coupons-page">
      {(orderId) => <PartnerCodes orderId={orderId} />}
    </OrderScreen>
  );
}

function PartnerCodes({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const query = useThirdPartyCodes(orderId);

  if (query.isPending) return <ListSkeleton rows={2} />;
  if (query.isError) return <OrderLoadError error={query.error} onRetry={() => void query.refetch()} />;

  const data = query.data;
  const name = pickText(data.productName, locale);
  return (
    <div className={pageStyles.body}>
      <section className={`${pageStyles.card} ${pageStyles.rowCard}`} data-testid="partner-product">
        <CardImage url={data.logoUrl} width="logo" className={styles.logo} fallback={<ShopbagOutline />} />
        <div className={styles.productText}>
          <h2 className={styles.productName}>{name}</h2>
          <p className={pageStyles.muted}>
            {t(`partner.hint.${data.thirdCodeType === 'CODE_LINK' ? 'link' : 'code'}`)}
          </p>
        </div>
      </section>
      {data.codeList.length === 0 ? (
        <EmptyState compact title={t('partner.emptyTitle')} description={t('partner.emptyDescription')} />
      ) : (
        <ol className={styles.codes} data-testid="partner-codes">
          {data.codeList.map((code) => (
            <PartnerCodeCard key={code.voucherId} code={code} number={code.unitNo} />
          ))}
        </ol>
      )}
    </div>
  );
}

function PartnerCodeCard({ code, number }: { code: PartnerCode; number: number }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const name = t('voucher.name', { number });
  const issued = code.code !== null && code.status !== 'NOT_DELIVERY';
  const usable = issued && code.status === 'VALID';

  const copy = async () => {
    if (!code.code) return;
    try {
      await navigator.clipboard.writeText(code.code);
      showToast(t('partner.copied'), COPY_SUCCESS_TOAST_MS);
    } catch {
      showToast(t('partner.copyFailed'));
    }
  };

  return (
    <li className={`${pageStyles.card} ${styles.code}`} data-status={code.status} data-testid="partner-code">
      <VoucherHead name={name} status={code.status} testId="partner-code-status" />
      {issued ? (
        <p className={styles.codeText} data-muted={!usable} data-testid="partner-code-text">
          {code.code}
        </p>
      ) : (
        <p className={styles.onItsWay} data-testid="partner-code-pending">
          {t('partner.onItsWay')}
        </p>
      )}
      <p className={pageStyles.muted}>
        {t('voucher.validUntil', { date: formatDate(Date.parse(code.effectiveEndTime) - 1, locale) })}
      </p>
      {usable && (
        <div className={styles.buttons}>
          <button
            type="button"
            className={voucherStyles.action}
            onClick={() => void copy()}
            aria-label={t('partner.copyLabel', { name })}
            data-testid="partner-code-copy"
          >
            {t('partner.copy')}
          </button>
          {code.link && (
            <button
              type="button"
              className={`${voucherStyles.action} ${voucherStyles.primary}`}
              onClick={() => void openExternalUrl(code.link ?? '')}
              aria-label={t('partner.openLabel', { name })}
              data-testid="partner-code-open"
            >
              {t('partner.open')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
