import { formatDate, formatRupiah } from '@lahap/contract/format';
import type { Coupon } from '@lahap/contract/coupons/schemas';
import { pickText } from '@lahap/contract/locale';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '../i18n/use-app-locale';
import { selectIsLoggedIn, useSessionStore } from '../session/session-store';
import { ErrorState } from '../ui/error-state';
import iconButtonStyles from '../ui/icon-button.module.css';
import { CloseIcon } from '../ui/icons';
import { InfiniteLoader, infiniteLoaderProps } from '../ui/infinite-loader';
import { ListSkeleton } from '../ui/skeleton';
import { useMyCoupons } from './coupon-api';
import { CouponTicket } from './coupon-ticket';
import styles from './select-red-envelope-drawer.module.css';

export interface SelectRedEnvelopeDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The order's total in rupiah, which an envelope's minimum spend is measured against. */
  orderAmount: number;
  /**
   * The dine-out voucher being bought. The wallet's answer does not say which products an
   * envelope covers, so it filters nothing here: the settlement call refuses an envelope that
   * does not cover the product.
   */
  productId?: string;
  /** The envelope chosen so far; null for none. */
  selectedId: string | null;
  /** Called with the chosen envelope, or null for "no red envelope"; the drawer then closes. */
  onSelect: (couponId: string | null) => void;
}

/** Why an envelope cannot go on this order; null when it can. */
export type EnvelopeBlock =
  { kind: 'shortfall'; amount: number } | { kind: 'notEffective'; from: number } | { kind: 'locked' } | null;

/**
 * Spec §5 "Coupons and red envelopes": an envelope has a least order amount, and one held by
 * another pending order, or whose window has not opened, cannot be used either.
 */
export function envelopeBlock(
  coupon: Pick<Coupon, 'status' | 'minimumSpend' | 'effectiveStartTime'>,
  orderAmount: number,
): EnvelopeBlock {
  if (coupon.status === 'not_effective') {
    return { kind: 'notEffective', from: Date.parse(coupon.effectiveStartTime) };
  }
  if (coupon.status === 'locked') return { kind: 'locked' };
  if (coupon.minimumSpend > orderAmount)
    return { kind: 'shortfall', amount: coupon.minimumSpend - orderAmount };
  return null;
}

/**
 * The checkout's "select red envelope" drawer (spec §2): the customer's envelopes that can be
 * used, then greyed the ones that cannot, each with its reason, and "no red envelope". Red
 * envelopes never stack, so it is a single choice.
 */
export function SelectRedEnvelopeDrawer(props: SelectRedEnvelopeDrawerProps) {
  const { open, onClose } = props;
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <DrawerContent {...props} />
    </Popup>
  );
}

function DrawerContent({ onClose, orderAmount, selectedId, onSelect }: SelectRedEnvelopeDrawerProps) {
  const { t } = useTranslation('coupons');
  const titleId = useId();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const query = useMyCoupons('LOCAL_LIFE', 'valid');
  const coupons = query.data?.pages.flatMap((page) => page.couponList) ?? [];
  const rows = coupons.map((coupon) => ({ coupon, block: envelopeBlock(coupon, orderAmount) }));
  // Usable first, each group in the wallet's order (ending soonest first).
  const ordered = [...rows.filter((row) => !row.block), ...rows.filter((row) => row.block)];

  const choose = (couponId: string | null) => {
    onSelect(couponId);
    onClose();
  };

  let list;
  if (loggedIn && query.isPending) list = <ListSkeleton rows={2} />;
  else if (query.isError && coupons.length === 0) {
    list = <ErrorState compact onRetry={() => void query.refetch()} />;
  } else {
    list = (
      <>
        {ordered.map(({ coupon, block }) => (
          <EnvelopeOption
            key={coupon.id}
            coupon={coupon}
            block={block}
            checked={coupon.id === selectedId}
            onChoose={() => choose(coupon.id)}
          />
        ))}
        {coupons.length === 0 && (
          <p className={styles.empty} data-testid="red-envelope-drawer-empty">
            {t('drawer.empty')}
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} data-testid="red-envelope-drawer">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('drawer.title')}
        </h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${styles.close}`}
          aria-label={t('drawer.close')}
          onClick={onClose}
          data-testid="red-envelope-drawer-close"
        >
          <CloseIcon />
        </button>
      </div>
      <p className={styles.note}>{t('drawer.oneOnly')}</p>
      <div role="radiogroup" aria-labelledby={titleId} className={styles.list}>
        <button
          type="button"
          role="radio"
          aria-checked={selectedId === null}
          className={styles.none}
          onClick={() => choose(null)}
          data-testid="red-envelope-none"
        >
          <span>{t('drawer.none')}</span>
          <span className={styles.mark} aria-hidden="true" />
        </button>
        {list}
      </div>
      {coupons.length > 0 && (
        <InfiniteLoader {...infiniteLoaderProps(query)} testId="red-envelope-drawer-foot" />
      )}
    </section>
  );
}

function EnvelopeOption({
  coupon,
  block,
  checked,
  onChoose,
}: {
  coupon: Coupon;
  block: EnvelopeBlock;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const lastDay = formatDate(Date.parse(coupon.effectiveEndTime) - 1, locale);
  let reason: string | null = null;
  if (block?.kind === 'shortfall') reason = t('drawer.shortfall', { amount: formatRupiah(block.amount) });
  else if (block?.kind === 'notEffective')
    reason = t('drawer.notEffective', { date: formatDate(block.from, locale) });
  else if (block?.kind === 'locked') reason = t('drawer.locked');

  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-disabled={block !== null}
      className={styles.option}
      onClick={block ? undefined : onChoose}
      data-testid="red-envelope-option"
      data-coupon-id={coupon.id}
    >
      <CouponTicket
        as="span"
        amount={coupon.discountAmount}
        minimumSpend={coupon.minimumSpend}
        envelope
        label={pickText(coupon.couponLabel, locale)}
        muted={block !== null}
        action={<span className={styles.mark} aria-hidden="true" />}
      >
        <span className={styles.name}>{pickText(coupon.name, locale)}</span>
        <span className={styles.meta}>{t('footer.endDate', { date: lastDay })}</span>
        {reason && (
          <span className={styles.reason} data-testid="red-envelope-reason">
            {reason}
          </span>
        )}
      </CouponTicket>
    </button>
  );
}
