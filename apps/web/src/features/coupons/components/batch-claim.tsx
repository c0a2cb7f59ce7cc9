import type { CouponTemplateView } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { paths } from '@/shared/config/paths';
import { claimCoupon, useCouponDetail } from '@/shared/coupons/coupon-api';
import { useClaim } from '@/shared/coupons/use-claim';
import { ButtonLink } from '@/shared/ui/button-link';
import { showToast } from '@/shared/ui/toast';
import { useClaimFailureText } from '../model/claim-failure';
import { CouponLoadError } from './claimed-coupon-detail';
import { CouponDetailSkeleton, CouponDetailView } from './coupon-detail-view';
import styles from './coupon-detail.module.css';

type ClaimState =
  | { kind: 'idle' }
  | { kind: 'claiming' }
  /** Refused; the customer may try again (a lost connection, a limit for today). */
  | { kind: 'refused'; message: string }
  /** 9000002: the batch can no longer be collected; claiming again cannot help. */
  | { kind: 'notCollectable'; message: string }
  /** 1003001: the customer has all this batch gives; the coupon is in the wallet. */
  | { kind: 'limitReached'; message: string };

/**
 * A coupon batch before claiming (?detailId=): the template's detail and Claim. Claiming needs
 * a login; on success the page becomes the new coupon's (the address is replaced, so Back does
 * not offer the claim again) and the toast stays for COUPON_TOAST_MS.
 */
export function BatchClaim({ detailId }: { detailId: string }) {
  const query = useCouponDetail({ detailId });
  if (query.isPending) return <CouponDetailSkeleton />;
  if (query.isError) return <CouponLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <CouponDetailView data={query.data} footer={<ClaimBar template={query.data.template} />} />;
}

function ClaimBar({ template }: { template: CouponTemplateView }) {
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const failureText = useClaimFailureText();
  const [state, setState] = useState<ClaimState>({ kind: 'idle' });
  const { claim } = useClaim({
    analytics: { coupon_id: template.batchId, source: 'coupon_page' },
    call: () => claimCoupon({ couponBatchId: template.batchId, couponTemplateIds: [template.templateId] }),
    onStart: () => setState({ kind: 'claiming' }),
    // Spec §7: a claim refreshes the coupons (useClaim), and the page becomes the new coupon's.
    onClaimed: ([couponId]) => {
      if (couponId) void navigate(paths.couponDetail.getHref({ couponId }), { replace: true });
    },
    onFailed: (error) => {
      const message = failureText(error);
      const code = isApiRequestError(error) ? error.code : undefined;
      if (code === ERROR_CODES.COUPON_NOT_COLLECTED) setState({ kind: 'notCollectable', message });
      else if (code === ERROR_CODES.COUPON_LIMIT_REACHED) setState({ kind: 'limitReached', message });
      else setState({ kind: 'refused', message });
      showToast(message);
    },
  });

  const message = 'message' in state ? state.message : null;
  const walletTab = template.business === 'LOCAL_LIFE' ? 'redEnvelope' : 'store';
  const blocked = template.isSoldOut || state.kind === 'notCollectable';
  let label = t('claim.button');
  if (template.isSoldOut) label = t('claim.soldOut');
  else if (state.kind === 'notCollectable') label = t('claim.notCollectable');

  return (
    <>
      {message && (
        <p className={styles.barMessage} role="alert" data-testid="coupon-claim-message">
          {message}
        </p>
      )}
      {state.kind === 'limitReached' ? (
        <ButtonLink to={paths.myCouponList.getHref({ tab: walletTab })} testId="coupon-claim-wallet">
          {t('detail.toWallet')}
        </ButtonLink>
      ) : (
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          className={styles.claimButton}
          disabled={blocked}
          loading={state.kind === 'claiming'}
          onClick={() => void claim()}
          data-testid="coupon-claim"
          data-collectable={!blocked}
        >
          {label}
        </Button>
      )}
    </>
  );
}
