import type { SettlementOffer } from '@lahap/contract/orders/purchase-schemas';
import type { Coupon } from '@lahap/contract/coupons/schemas';
import { formatDate } from '@lahap/contract/format';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { walletCouponFixture } from './coupon-fixtures';
import { SelectOfferDrawer, type OfferKind } from './select-offer-drawer';

const tc = i18n.getFixedT('id-ID', 'purchase');
const DAY_MS = 86_400_000;

/** The drawer's offers: red envelopes of Rp 10.000 from Rp 50.000. */
function coupon(id: string, overrides: Partial<Coupon> = {}): Coupon {
  return walletCouponFixture(id, { discountAmount: 10_000, minimumSpend: 50_000, ...overrides });
}

function usable(id: string, overrides: Partial<Coupon> = {}): SettlementOffer {
  return { coupon: coupon(id, overrides), usable: true, block: null, shortfall: 0 };
}

function blocked(
  id: string,
  block: SettlementOffer['block'],
  shortfall = 0,
  overrides: Partial<Coupon> = {},
): SettlementOffer {
  return { coupon: coupon(id, overrides), usable: false, block, shortfall };
}

function renderDrawer(
  offers: SettlementOffer[],
  props: { kind?: OfferKind; selectedId?: string | null } = {},
) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(
    <SelectOfferDrawer
      open
      onClose={onClose}
      kind={props.kind ?? 'redEnvelope'}
      offers={offers}
      selectedId={props.selectedId ?? null}
      onSelect={onSelect}
    />,
  );
  return { onSelect, onClose };
}

function options() {
  return screen.getAllByTestId('offer-option');
}

describe('the select offer drawer', () => {
  it('lists the settlement’s offers, usable ones first, each group in the settlement’s order', () => {
    renderDrawer([blocked('1', 'BELOW_MINIMUM', 40_000), usable('2'), blocked('3', 'LOCKED'), usable('4')]);
    expect(options().map((option) => option.dataset.couponId)).toEqual(['2', '4', '1', '3']);
    expect(screen.getByRole('heading').textContent).toBe(tc('offerDrawer.redEnvelope.title'));
  });

  it('greys a blocked offer with its reason: the shortfall, the start date, or held by another order', () => {
    const start = new Date(Date.now() + 2 * DAY_MS).toISOString();
    renderDrawer([
      usable('2'),
      blocked('1', 'BELOW_MINIMUM', 40_000),
      blocked('3', 'NOT_EFFECTIVE', 0, { effectiveStartTime: start }),
      blocked('4', 'LOCKED'),
    ]);
    const [ok, below, later, locked] = options() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(ok.getAttribute('aria-disabled')).toBe('false');
    expect(within(ok).queryByTestId('offer-reason')).toBeNull();
    expect(below.getAttribute('aria-disabled')).toBe('true');
    expect(within(below).getByTestId('offer-reason').textContent).toBe(
      tc('offerDrawer.redEnvelope.shortfall', { amount: 'Rp 40.000' }),
    );
    expect(within(later).getByTestId('offer-reason').textContent).toBe(
      tc('offerDrawer.notEffective', { date: formatDate(Date.parse(start), 'id-ID') }),
    );
    expect(within(locked).getByTestId('offer-reason').textContent).toBe(tc('offerDrawer.locked'));
  });

  it('chooses a usable offer and closes; a greyed one cannot be chosen', () => {
    const { onSelect, onClose } = renderDrawer([usable('2'), blocked('1', 'LOCKED')]);
    fireEvent.click(options()[1]!);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(options()[0]!);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('2');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers "none", checked when the order carries none', () => {
    const { onSelect } = renderDrawer([usable('2')]);
    const none = screen.getByTestId('offer-none');
    expect(none.getAttribute('aria-checked')).toBe('true');
    expect(none.textContent).toBe(tc('offerDrawer.redEnvelope.none'));
    fireEvent.click(none);
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('marks the offer the order carries as the only checked one', () => {
    renderDrawer([usable('2'), usable('4')], { selectedId: '4' });
    const checked = screen.getAllByRole('radio', { checked: true });
    expect(checked).toHaveLength(1);
    expect(checked[0]!.dataset.couponId).toBe('4');
  });

  it('speaks of store coupons when it picks the coupon', () => {
    renderDrawer([blocked('7', 'BELOW_MINIMUM', 5_000, { business: 'SAAS' })], { kind: 'coupon' });
    expect(screen.getByRole('heading').textContent).toBe(tc('offerDrawer.coupon.title'));
    expect(screen.getByTestId('offer-none').textContent).toBe(tc('offerDrawer.coupon.none'));
    expect(screen.getByTestId('offer-reason').textContent).toBe(
      tc('offerDrawer.coupon.shortfall', { amount: 'Rp 5.000' }),
    );
  });

  it('says so when there is nothing to choose', () => {
    renderDrawer([], { kind: 'coupon' });
    expect(screen.getByTestId('offer-drawer-empty').textContent).toBe(tc('offerDrawer.coupon.empty'));
    expect(screen.getByTestId('offer-none')).toBeTruthy();
  });
});
