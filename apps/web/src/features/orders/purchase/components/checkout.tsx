import type { FlashSaleWindow, SettlementData } from '@lahap/contract/orders/purchase-schemas';
import { CASHIER_PARTNER_CODE, QRIS_MAX_AMOUNT, REQUEST_DEBOUNCE_MS } from '@lahap/contract/constants';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import Button from 'antd-mobile/es/components/button';
import { CouponOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { track } from '@/shared/analytics/track';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { paths } from '@/shared/config/paths';
import { COUPONS_KEY } from '@/shared/coupons/coupon-api';
import { SelectOfferDrawer, type OfferKind } from '@/shared/coupons/select-offer-drawer';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CardImage } from '@/shared/product/card-image';
import { Price } from '@/shared/product/price';
import actionBar from '@/shared/ui/action-bar.module.css';
import { ButtonLink } from '@/shared/ui/button-link';
import { ErrorState } from '@/shared/ui/error-state';
import { CookingIllustration } from '@/shared/ui/illustrations/cooking-illustration';
import sectionCard from '@/shared/ui/section-card.module.css';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { StatusView } from '@/shared/ui/status-view';
import { showToast } from '@/shared/ui/toast';
import { PRODUCT_DETAIL_KEY } from '../api/product-detail';
import { NO_OFFER, useSettlement } from '../api/settlement';
import { submitOrder } from '../api/submit-order';
import { checkoutFailureKind } from '../model/checkout-failure';
import { clampQuantity, productDetailHref, type CheckoutQuery } from '../model/purchase-query';
import { useDebouncedValue } from '../model/use-debounced-value';
import { flashWindowKey, useFlashClock } from '../model/use-flash-clock';
import { BusyView } from './busy-view';
import { FlashCountdown } from './flash-countdown';
import { OfferRow } from './offer-row';
import { OrderBreakdown } from './order-breakdown';
import { QuantityStepper } from './quantity-stepper';
import styles from './confirm-order.module.css';

/** "Rp" stays on the line of its number. */
function unbroken(amount: string): string {
  return amount.replace(' ', '\u00a0');
}

/** What the last tap on "Place order" left behind, for the token it was made with. */
type SubmitState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'blocked'; token: string; message: string }
  | { kind: 'busy'; token: string; since: number };

/**
 * Confirm order for a logged-in customer (spec §2 "Place order"): the order priced by the server
 * (settlement) and priced again whenever the quantity, the coupon or the red envelope changes,
 * the last price staying on screen meanwhile; then "Place order" sends the settlement's token
 * once and goes on to the cashier.
 */
export function Checkout({ product }: { product: CheckoutQuery }) {
  const { t } = useTranslation('purchase');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failureText = useFailureText();

  const [quantity, setQuantity] = useState(product.quantity);
  // Quick taps on the stepper price the order once, after the last.
  const pricedQuantity = useDebouncedValue(quantity, REQUEST_DEBOUNCE_MS);
  // Absent: the server picks the best; NO_OFFER: none.
  const [couponId, setCouponId] = useState<string | undefined>(undefined);
  const [redEnvelopeId, setRedEnvelopeId] = useState<string | undefined>(product.redEnvelopeId);
  const [drawer, setDrawer] = useState<OfferKind | null>(null);
  const [submitState, setSubmitState] = useState<SubmitState>({ kind: 'idle' });
  const submitting = useRef(false);

  const settlement = useSettlement({
    skuId: product.skuId,
    isFlashSale: product.isFlashSale,
    pageId: product.pageId,
    quantity: pricedQuantity,
    couponId,
    redEnvelopeId,
  });
  const { refetch, error } = settlement;
  const resettle = useCallback(() => void refetch(), [refetch]);

  // The last answer stays on screen while the order is priced again, and after a refusal.
  const [lastPriced, setLastPriced] = useState<SettlementData | null>(null);
  if (settlement.data && !settlement.isPlaceholderData && settlement.data !== lastPriced) {
    setLastPriced(settlement.data);
  }
  const shown = settlement.data ?? lastPriced;
  // The answer for exactly what is on screen now: only its token may be submitted.
  const current =
    settlement.isSuccess &&
    !settlement.isPlaceholderData &&
    !settlement.isFetching &&
    quantity === pricedQuantity
      ? settlement.data
      : null;
  const failure = settlement.isError && !settlement.isFetching ? checkoutFailureKind(error) : null;

  // A coupon or envelope the server refused for this order is dropped, the server picks again,
  // and the customer is told why (the other refusals are said on the page, where they can act).
  const [dropped, setDropped] = useState<{ message: string } | null>(null);
  if (failure === 'couponUnusable' && couponId !== undefined) {
    setCouponId(undefined);
    setDropped({ message: failureText(error) });
  }
  if (failure === 'envelopeUnusable' && redEnvelopeId !== undefined) {
    setRedEnvelopeId(undefined);
    setDropped({ message: failureText(error) });
  }
  useEffect(() => {
    if (dropped) showToast(dropped.message);
  }, [dropped]);

  // A priced order holds for SETTLEMENT_TTL_MS; past that it is priced again before anyone taps.
  const expiresAt = current?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(resettle, Math.max(0, Date.parse(expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt, resettle]);

  const submit = async () => {
    // A second tap, however quick, never sends a second request.
    if (submitting.current || !current) return;
    submitting.current = true;
    // The pay method is chosen on the cashier, after this tap: the event names none.
    track('pay_click', { voucher_id: product.skuId, amount: current.payableAmount });
    const token = current.settlementToken;
    setSubmitState({ kind: 'pending' });
    try {
      const order = await submitOrder(token);
      // The order holds its coupon and envelope now, and some of the stock and the limit.
      void queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
      void queryClient.invalidateQueries({ queryKey: PRODUCT_DETAIL_KEY });
      void navigate(
        paths.payPage.getHref('cashier', { orderId: order.orderId, partnerCode: CASHIER_PARTNER_CODE }),
        { replace: true },
      );
    } catch (caught) {
      submitting.current = false;
      const message = failureText(caught);
      switch (checkoutFailureKind(caught)) {
        case 'expired':
          setSubmitState({ kind: 'idle' });
          showToast(message);
          resettle();
          break;
        case 'blocked':
          setSubmitState({ kind: 'blocked', token, message });
          break;
        case 'busy':
          setSubmitState({ kind: 'busy', token, since: Date.now() });
          break;
        case 'couponUnusable':
          setSubmitState({ kind: 'idle' });
          showToast(message);
          if (couponId === undefined) resettle();
          else setCouponId(undefined);
          break;
        case 'envelopeUnusable':
          setSubmitState({ kind: 'idle' });
          showToast(message);
          if (redEnvelopeId === undefined) resettle();
          else setRedEnvelopeId(undefined);
          break;
        case 'other':
          setSubmitState({ kind: 'idle' });
          showToast(message);
          break;
      }
    }
  };

  if (!shown) {
    if (settlement.isError && !settlement.isFetching) {
      return (
        <SettlementError
          error={error}
          since={settlement.errorUpdatedAt}
          onRetry={resettle}
          product={product}
        />
      );
    }
    return <CheckoutSkeleton />;
  }

  // A refusal of the last tap speaks only for the token it was made with.
  const submitRefusal =
    (submitState.kind === 'blocked' || submitState.kind === 'busy') &&
    submitState.token === current?.settlementToken
      ? submitState
      : null;
  const blockedMessage =
    failure === 'blocked' && isApiRequestError(error)
      ? error.message || failureText(error)
      : submitRefusal?.kind === 'blocked'
        ? submitRefusal.message
        : null;
  const updating = settlement.isFetching || quantity !== pricedQuantity;
  const canSubmit = current !== null && submitRefusal === null && submitState.kind !== 'pending';
  const maxQuantity = clampQuantity(shown.maxQuantity);

  return (
    <>
      <div className={styles.body} data-testid="checkout">
        {shown.flashSale && (
          <FlashStrip key={flashWindowKey(shown.flashSale)} window={shown.flashSale} onChange={resettle} />
        )}
        <ProductRow settlement={shown} />

        <section className={sectionCard.card}>
          <QuantityStepper
            value={quantity}
            max={maxQuantity}
            onChange={(next) => setQuantity(clampQuantity(next, maxQuantity))}
          />
          {shown.remainingLimit !== null && (
            <p className={styles.note} data-testid="checkout-limit">
              {shown.remainingLimit > 0
                ? t('detail.limitLeft', { count: shown.remainingLimit })
                : t('detail.limitNone')}
            </p>
          )}
        </section>

        <section className={sectionCard.card} aria-label={t('confirm.offersTitle')}>
          <OfferRow kind="coupon" settlement={shown} onOpen={() => setDrawer('coupon')} />
          <OfferRow kind="redEnvelope" settlement={shown} onOpen={() => setDrawer('redEnvelope')} />
        </section>

        <OrderBreakdown settlement={shown} updating={updating} />

        {!shown.qrisAllowed && (
          <p className={styles.notice} role="note" data-testid="qris-notice">
            {t('confirm.qrisNotice', { limit: unbroken(formatRupiah(QRIS_MAX_AMOUNT)) })}
          </p>
        )}
        {blockedMessage && (
          <p className={styles.alert} role="alert" data-testid="checkout-blocked">
            {blockedMessage}
          </p>
        )}
        {failure === 'busy' && <BusyView compact since={settlement.errorUpdatedAt} onRetry={resettle} />}
        {submitRefusal?.kind === 'busy' && (
          <BusyView compact since={submitRefusal.since} onRetry={() => void submit()} />
        )}
        {(failure === 'other' || failure === 'expired') && (
          <div className={styles.alert} role="alert" data-testid="checkout-failed">
            <span>{failureText(error)}</span>
            <button type="button" className={styles.alertAction} onClick={resettle}>
              {t('busy.retry')}
            </button>
          </div>
        )}
      </div>

      <div className={`${actionBar.bar} ${actionBar.split}`} data-testid="submit-bar">
        <span className={styles.barTotal}>
          <span className={styles.barLabel}>{t('confirm.payable')}</span>
          <span className={styles.barAmount} aria-busy={updating} data-testid="submit-bar-amount">
            {formatRupiah(shown.payableAmount)}
          </span>
        </span>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          className={actionBar.splitButton}
          disabled={!canSubmit || blockedMessage !== null}
          loading={submitState.kind === 'pending'}
          onClick={() => void submit()}
          data-testid="submit-order"
        >
          {t('confirm.submit')}
        </Button>
      </div>

      <SelectOfferDrawer
        open={drawer === 'coupon'}
        onClose={() => setDrawer(null)}
        kind="coupon"
        offers={shown.coupons}
        selectedId={shown.couponId}
        onSelect={(id) => setCouponId(id ?? NO_OFFER)}
      />
      <SelectOfferDrawer
        open={drawer === 'redEnvelope'}
        onClose={() => setDrawer(null)}
        kind="redEnvelope"
        offers={shown.redEnvelopes}
        selectedId={shown.redEnvelopeId}
        onSelect={(id) => setRedEnvelopeId(id ?? NO_OFFER)}
      />
    </>
  );
}

function FlashStrip({ window, onChange }: { window: FlashSaleWindow; onChange: () => void }) {
  const clock = useFlashClock(window, onChange);
  return clock && <FlashCountdown clock={clock} />;
}

function ProductRow({ settlement }: { settlement: SettlementData }) {
  const { t } = useTranslation('purchase');
  const locale = useAppLocale();
  const { product } = settlement;
  return (
    <section className={styles.product} data-testid="checkout-product">
      <CardImage
        url={product.imageUrl}
        width="thumbnail"
        className={styles.productImage}
        fallback={<CouponOutline />}
      />
      <span className={styles.productText}>
        <span className={styles.productName}>{pickText(product.productName, locale)}</span>
        <span className={styles.productMeta}>{t('detail.validDays', { count: product.validDays })}</span>
        <span className={styles.productPrice}>
          <span className={styles.productMeta}>{t('confirm.unitPrice')}</span>
          <Price amount={settlement.unitPrice} originalAmount={settlement.originalUnitPrice} size="sm" />
        </span>
      </span>
    </section>
  );
}

/** A settlement refused before any price could be shown. */
function SettlementError({
  error,
  since,
  onRetry,
  product,
}: {
  error: unknown;
  since: number;
  onRetry: () => void;
  product: CheckoutQuery;
}) {
  const { t } = useTranslation('purchase');
  const failureText = useFailureText();
  const kind = checkoutFailureKind(error);
  if (kind === 'busy') return <BusyView since={since} onRetry={onRetry} />;
  if (kind === 'blocked') {
    return (
      <StatusView
        illustration={CookingIllustration}
        title={t('confirm.blockedTitle')}
        description={failureText(error)}
        role="alert"
        testId="checkout-unavailable"
        actions={<ButtonLink to={productDetailHref(product)}>{t('confirm.toDetail')}</ButtonLink>}
      />
    );
  }
  // A refused coupon or envelope is dropped and the order priced again: wait for that.
  if (kind === 'couponUnusable' || kind === 'envelopeUnusable') return <CheckoutSkeleton />;
  return <ErrorState title={t('confirm.failedTitle')} description={failureText(error)} onRetry={onRetry} />;
}

function CheckoutSkeleton() {
  return (
    <LoadingShape className={styles.body} testId="checkout-skeleton">
      <SkeletonBlock height={104} radius="var(--lahap-radius-xl)" />
      <SkeletonBlock height={64} radius="var(--lahap-radius-xl)" />
      <SkeletonBlock height={112} radius="var(--lahap-radius-xl)" />
      <SkeletonBlock height={160} radius="var(--lahap-radius-xl)" />
    </LoadingShape>
  );
}
