import { COPY_SUCCESS_TOAST_MS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { formatDate } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { ThirdPartyCodesData } from '@lahap/contract/orders/schemas';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { CardImage } from '@/shared/product/card-image';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { ButtonLink } from '@/shared/ui/button-link';
import pageStyles from '@/shared/ui/card-page.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useThirdPartyCodes } from '../api/third-party-codes';
import { MissingOrderId } from '../components/missing-order-id';
import styles from './tripartite-coupons-page.module.css';

const ORDER_ID = /^\d{1,19}$/;

type PartnerCode = ThirdPartyCodesData['codeList'][number];

/**
 * Partner codes (`/platform/tripartiteCoupons?orderId`, spec §2): the codes a partner issued for
 * an order's vouchers (CODE), each with its link where it is used (CODE_LINK). A code can be
 * copied (spec §8 "Copied to clipboard" / "Copy failed"); one not issued yet is on its way.
 */
export default function TripartiteCouponsPage() {
  const { t } = useTranslation(['screens', 'orders']);
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('orderId')?.trim() ?? '';
  const orderId = ORDER_ID.test(raw) ? raw : '';
  const loggedIn = useSessionStore(selectIsLoggedIn);
  useDocumentTitle(t('tripartiteCoupons'));

  let body;
  if (!orderId) body = <MissingOrderId screen="tripartiteCoupons" />;
  else if (!loggedIn) {
    body = (
      <LoginPromptCard
        title={t('orders:detail.loginTitle')}
        description={t('orders:detail.loginDescription')}
        onLogin={() => void requireLogin('order')}
      />
    );
  } else body = <PartnerCodes orderId={orderId} />;

  return (
    <main className={pageStyles.page} data-testid="tripartite-coupons-page">
      <NavBar title={t('tripartiteCoupons')} />
      {body}
    </main>
  );
}

function PartnerCodes({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const query = useThirdPartyCodes(orderId);

  if (query.isPending) return <ListSkeleton rows={2} />;
  if (query.isError) {
    if (isApiRequestError(query.error) && query.error.code === ERROR_CODES.ORDER_NOT_FOUND) {
      return (
        <EmptyState
          illustration={LostIllustration}
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundDescription')}
          action={<ButtonLink to={paths.orderTab.getHref()}>{t('detail.toOrders')}</ButtonLink>}
        />
      );
    }
    return <ErrorState onRetry={() => void query.refetch()} />;
  }

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
      <div className={styles.codeHead}>
        <h3 className={styles.codeName}>{name}</h3>
        <span className={styles.badge} data-status={code.status} data-testid="partner-code-status">
          {t(`voucher.status.${code.status}`)}
        </span>
      </div>
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
            className={styles.button}
            onClick={() => void copy()}
            aria-label={t('partner.copyLabel', { name })}
            data-testid="partner-code-copy"
          >
            {t('partner.copy')}
          </button>
          {code.link && (
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
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
