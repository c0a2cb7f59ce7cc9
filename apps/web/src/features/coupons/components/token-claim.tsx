import { ERROR_CODES } from '@lahap/contract/errors';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { paths } from '@/shared/config/paths';
import { claimByToken } from '@/shared/coupons/coupon-api';
import { useClaim } from '@/shared/coupons/use-claim';
import { CouponIllustration } from '@/shared/ui/illustrations/coupon-illustration';
import { StatusView } from '@/shared/ui/status-view';
import { useClaimFailureText } from '../model/claim-failure';
import styles from './coupon-detail.module.css';

/** A link refused for good: it is broken, expired, or someone else used it. */
const DEAD_LINK_CODES: readonly string[] = [ERROR_CODES.CLAIM_LINK_INVALID, ERROR_CODES.CLAIM_LINK_USED];

type TokenState =
  { kind: 'idle' } | { kind: 'claiming' } | { kind: 'refused'; message: string; dead: boolean };

/**
 * A single-use claim link (?token=): nothing can be shown of the coupon before it is claimed,
 * so the page offers Claim. With a login the token becomes a coupon and the page becomes that
 * coupon's, in place; a refusal shows the server's message.
 */
export function TokenClaim({ token }: { token: string }) {
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const failureText = useClaimFailureText();
  const [state, setState] = useState<TokenState>({ kind: 'idle' });
  const { claim } = useClaim({
    // The token is a one-time secret: it is not sent.
    analytics: { source: 'claim_link' },
    call: () => claimByToken(token),
    onStart: () => setState({ kind: 'claiming' }),
    onClaimed: (couponId) => void navigate(paths.couponDetail.getHref({ couponId }), { replace: true }),
    onFailed: (error) => {
      const dead = isApiRequestError(error) && DEAD_LINK_CODES.includes(error.code);
      setState({ kind: 'refused', message: failureText(error), dead });
    },
  });

  return (
    <StatusView
      illustration={CouponIllustration}
      title={t('claim.tokenTitle')}
      description={t('claim.tokenDescription')}
      testId="coupon-token-claim"
      actions={
        <>
          {state.kind === 'refused' && (
            <p className={styles.barMessage} role="alert" data-testid="coupon-claim-message">
              {state.message}
            </p>
          )}
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            className={styles.claimButton}
            disabled={state.kind === 'refused' && state.dead}
            loading={state.kind === 'claiming'}
            onClick={() => void claim()}
            data-testid="coupon-token-claim-button"
          >
            {t('claim.tokenButton')}
          </Button>
        </>
      }
    />
  );
}
