import type { SettlementOffer } from '@lahap/contract/orders/purchase-schemas';
import { formatDate, formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '../i18n/use-app-locale';
import sheetStyles from '../ui/bottom-sheet.module.css';
import iconButtonStyles from '../ui/icon-button.module.css';
import { CloseIcon } from '../ui/icons';
import { CouponTicket } from './coupon-ticket';
import styles from './select-offer-drawer.module.css';

/** What the drawer picks: the order's store coupon, or its red envelope. */
export type OfferKind = 'coupon' | 'redEnvelope';

export interface SelectOfferDrawerProps {
  open: boolean;
  onClose: () => void;
  kind: OfferKind;
  /**
   * The settlement's offers of this kind (`coupons` or `redEnvelopes`): the customer's coupons
   * that apply to the product, usable or not, each with why it cannot be used.
   */
  offers: readonly SettlementOffer[];
  /** The one the order carries now; null for none. */
  selectedId: string | null;
  /** Called with the chosen one, or null for "no coupon" / "no red envelope"; the drawer then closes. */
  onSelect: (couponId: string | null) => void;
}

/**
 * The checkout's "select red envelope" drawer (spec §2), which picks the store coupon the same
 * way: the offers that can go on this order first, then greyed the ones that cannot, each with
 * the settlement's reason (below the minimum by how much, not yet valid, held by another order),
 * and "none". One coupon and one red envelope per order (spec §5), so each is a single choice.
 * The server judged every offer against this order; the drawer only shows its verdict.
 */
export function SelectOfferDrawer(props: SelectOfferDrawerProps) {
  const { open, onClose } = props;
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={`${sheetStyles.sheet} ${sheetStyles.onBackground}`}
      destroyOnClose
    >
      <DrawerContent {...props} />
    </Popup>
  );
}

function DrawerContent({ kind, offers, onClose, selectedId, onSelect }: SelectOfferDrawerProps) {
  const { t } = useTranslation('purchase');
  const titleId = useId();
  // Usable first, each group in the settlement's order (best first).
  const ordered = [...offers.filter((offer) => offer.usable), ...offers.filter((offer) => !offer.usable)];

  const choose = (couponId: string | null) => {
    onSelect(couponId);
    onClose();
  };

  return (
    <section aria-labelledby={titleId} data-testid="offer-drawer" data-kind={kind}>
      <div className={sheetStyles.header}>
        <h2 id={titleId} className={sheetStyles.title}>
          {t(`offerDrawer.${kind}.title`)}
        </h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${sheetStyles.close}`}
          aria-label={t('offerDrawer.close')}
          onClick={onClose}
          data-testid="offer-drawer-close"
        >
          <CloseIcon />
        </button>
      </div>
      <p className={styles.note}>{t(`offerDrawer.${kind}.oneOnly`)}</p>
      <div role="radiogroup" aria-labelledby={titleId} className={styles.list}>
        <button
          type="button"
          role="radio"
          aria-checked={selectedId === null}
          className={styles.none}
          onClick={() => choose(null)}
          data-testid="offer-none"
        >
          <span>{t(`offerDrawer.${kind}.none`)}</span>
          <span className={styles.mark} aria-hidden="true" />
        </button>
        {ordered.map((offer) => (
          <OfferOption
            key={offer.coupon.id}
            kind={kind}
            offer={offer}
            checked={offer.coupon.id === selectedId}
            onChoose={() => choose(offer.coupon.id)}
          />
        ))}
        {offers.length === 0 && (
          <p className={styles.empty} data-testid="offer-drawer-empty">
            {t(`offerDrawer.${kind}.empty`)}
          </p>
        )}
      </div>
    </section>
  );
}

/** Why an offer cannot go on the order, in words; null when it can. */
function useBlockReason(kind: OfferKind): (offer: SettlementOffer) => string | null {
  const { t } = useTranslation('purchase');
  const locale = useAppLocale();
  return (offer) => {
    if (offer.usable) return null;
    switch (offer.block) {
      case 'BELOW_MINIMUM':
        return t(`offerDrawer.${kind}.shortfall`, { amount: formatRupiah(offer.shortfall) });
      case 'NOT_EFFECTIVE':
        return t('offerDrawer.notEffective', {
          date: formatDate(Date.parse(offer.coupon.effectiveStartTime), locale),
        });
      case 'LOCKED':
        return t('offerDrawer.locked');
      case null:
        return t('offerDrawer.unusable');
    }
  };
}

function OfferOption({
  kind,
  offer,
  checked,
  onChoose,
}: {
  kind: OfferKind;
  offer: SettlementOffer;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const reason = useBlockReason(kind)(offer);
  const { coupon } = offer;
  const lastDay = formatDate(Date.parse(coupon.effectiveEndTime) - 1, locale);

  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-disabled={!offer.usable}
      className={styles.option}
      onClick={offer.usable ? onChoose : undefined}
      data-testid="offer-option"
      data-coupon-id={coupon.id}
    >
      <CouponTicket
        as="span"
        amount={coupon.discountAmount}
        minimumSpend={coupon.minimumSpend}
        envelope={kind === 'redEnvelope'}
        label={pickText(coupon.couponLabel, locale)}
        muted={!offer.usable}
        action={<span className={styles.mark} aria-hidden="true" />}
      >
        <span className={styles.name}>{pickText(coupon.name, locale)}</span>
        <span className={styles.meta}>{t('footer.endDate', { date: lastDay })}</span>
        {reason && (
          <span className={styles.reason} data-testid="offer-reason">
            {reason}
          </span>
        )}
      </CouponTicket>
    </button>
  );
}
