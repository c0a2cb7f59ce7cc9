import type { SettlementData } from '@lahap/contract/orders/purchase-schemas';
import { formatRupiah } from '@lahap/contract/format';
import { useTranslation } from 'react-i18next';
import type { OfferKind } from '@/shared/coupons/select-offer-drawer';
import { ChevronRightIcon } from '@/shared/ui/icons';
import sectionCard from '@/shared/ui/section-card.module.css';
import styles from './confirm-order.module.css';

const SOURCE_OF: Readonly<Record<OfferKind, 'COUPON' | 'RED_ENVELOPE'>> = {
  coupon: 'COUPON',
  redEnvelope: 'RED_ENVELOPE',
};

/**
 * The store-coupon or red-envelope row of confirm order: what the order carries (the discount
 * the settlement applied for it), "not used", or how many could be; a tap opens the drawer.
 */
export function OfferRow({
  kind,
  settlement,
  onOpen,
}: {
  kind: OfferKind;
  settlement: SettlementData;
  onOpen: () => void;
}) {
  const { t } = useTranslation('purchase');
  const offers = kind === 'coupon' ? settlement.coupons : settlement.redEnvelopes;
  const chosen = kind === 'coupon' ? settlement.couponId : settlement.redEnvelopeId;
  const applied = settlement.discounts.find((discount) => discount.source === SOURCE_OF[kind]);
  const usable = offers.filter((offer) => offer.usable).length;

  let value;
  if (applied) value = t('confirm.offerApplied', { amount: formatRupiah(applied.amount) });
  else if (usable === 0) value = t('confirm.offerEmpty');
  else if (chosen === null) value = t('confirm.offerNone');
  else value = t('confirm.offerAvailable', { count: usable });

  return (
    <button
      type="button"
      className={`${sectionCard.row} ${sectionCard.tallRow}`}
      onClick={onOpen}
      data-testid={`offer-row-${kind}`}
      data-applied={applied !== undefined}
    >
      <span className={styles.rowLabel}>{t(`confirm.${kind}`)}</span>
      <span
        className={applied ? styles.rowDiscount : styles.rowValue}
        data-testid={`offer-row-${kind}-value`}
      >
        {value}
      </span>
      <ChevronRightIcon className={styles.rowChevron} />
    </button>
  );
}
