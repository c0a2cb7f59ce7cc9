import type { ProductCard } from '@lahap/contract/discovery/schemas';
import Button from 'antd-mobile/es/components/button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { track } from '@/shared/analytics/track';
import { requireLogin } from '@/shared/auth/login-gate';
import { Price } from '@/shared/product/price';
import { displayPrice, struckPrice } from '@/shared/product/product-display';
import actionBar from '@/shared/ui/action-bar.module.css';
import { confirmOrderHref, type ProductQuery } from '../model/purchase-query';

export interface BuyBarProps {
  card: ProductCard;
  product: ProductQuery;
  /** Why the voucher cannot be bought now, as the button then says; null when it can. */
  blockedReason: string | null;
}

/**
 * The detail's sticky "Buy now" bar: the price, and the button to confirm order. A guest logs in
 * first and goes on after login (spec §5, §6: buying needs a login); a voucher that cannot be
 * bought greys the button, which then says why.
 */
export function BuyBar({ card, product, blockedReason }: BuyBarProps) {
  const { t } = useTranslation('purchase');
  const navigate = useNavigate();
  const busy = useRef(false);

  const buy = async () => {
    // A second tap while the login sheet is up must not queue a second navigation.
    if (busy.current) return;
    busy.current = true;
    track('buy_click', {
      voucher_id: card.skuId,
      store_id: card.storeInfo?.storeId,
      price: displayPrice(card),
    });
    try {
      if (await requireLogin('buy')) void navigate(confirmOrderHref(product));
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className={`${actionBar.bar} ${actionBar.split}`} data-testid="buy-bar">
      <Price amount={displayPrice(card)} originalAmount={struckPrice(card)} size="lg" />
      <Button
        color="primary"
        shape="rounded"
        size="large"
        className={actionBar.splitButton}
        disabled={blockedReason !== null}
        onClick={() => void buy()}
        data-testid="buy-now"
      >
        {blockedReason ?? t('buy.button')}
      </Button>
    </div>
  );
}
