import { ORDER_FOOD_TYPE, PAY_METHODS } from '@lahap/contract/enums';
import { formatRupiah } from '@lahap/contract/format';
import type { FoodChannel } from '@lahap/contract/ordering/schemas';
import type { SharePayMethod } from '@lahap/contract/ordering/states';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import type { PricedBasket } from '../model/basket';
import { clock } from '../model/clock';
import { keepContactPhone, lastContactPhone, normalisePhone } from '../model/contact-phone';
import { deliveryHours } from '../model/delivery-hours';
import { deliveryQuote } from '../model/delivery-quote';
import { useFoodOrderFailureText } from '../model/food-order-refusal';
import { foodMethodFor } from '../model/food-pay-method';
import type { MenuLink } from '../model/menu-link';
import { pickupChoice, pickupTimeIso } from '../model/pickup-times';
import { useDeliveryPosition } from '../model/use-delivery-position';
import { usePlaceOrder } from '../model/use-place-order';
import { DeliveryFields } from './delivery-fields';
import { PayMethods } from './pay-methods';
import { OrderAmounts } from './order-amounts';
import { PickupTimeField } from './pickup-time-field';
import { SheetHeader } from './sheet-header';
import sheet from './sheet.module.css';
import styles from './checkout.module.css';

export interface CheckoutSheetProps {
  open: boolean;
  onClose: () => void;
  link: MenuLink;
  channel: FoodChannel;
  basket: PricedBasket;
  /** The order exists: the basket is emptied. */
  onOrdered: () => void;
}

/** The checkout of a pickup or delivery basket, in a sheet over the menu. */
export function CheckoutSheet(props: CheckoutSheetProps) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  const pickup = props.link.orderFoodType === ORDER_FOOD_TYPE.pickup;
  return (
    <Popup
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={sheetStyles.sheet}
      destroyOnClose
    >
      <section aria-labelledby={titleId} data-testid="ordering-checkout">
        <SheetHeader
          titleId={titleId}
          title={pickup ? t('checkout.titlePickup') : t('checkout.titleDelivery')}
          onClose={props.onClose}
        />
        <CheckoutForm {...props} pickup={pickup} />
      </section>
    </Popup>
  );
}

/**
 * A pickup asks for a time among the slots the store takes; a delivery for the address, the
 * position and the courier's phone, and shows the fee, or that it is too far, before the tap.
 * Then the method, and one button that orders and opens the charge.
 */
function CheckoutForm({
  link,
  channel,
  basket,
  onOrdered,
  pickup,
}: CheckoutSheetProps & { pickup: boolean }) {
  const { t } = useTranslation('ordering');
  const failureText = useFoodOrderFailureText(pickup ? 2 : 1);
  // Counted once as the sheet opens: the slots do not shift under the customer's finger.
  const choice = useMemo(() => pickupChoice(channel.dayPartTimeList, clock.now()), [channel]);
  const delivering = useMemo(() => deliveryHours(channel.dayPartTimeList, clock.now()), [channel]);
  const [slot, setSlot] = useState<number | null>(() => choice.days[0]?.slots[0] ?? null);
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState(lastContactPhone);
  const [tried, setTried] = useState(false);
  const located = useDeliveryPosition();
  const quote = located.position ? deliveryQuote(channel, located.position) : null;
  const fee = !pickup && quote?.inRange ? quote.fee : null;
  const payable = basket.total + (fee ?? 0);
  const [method, setMethod] = useState<SharePayMethod>('QRIS');
  const payMethod = foodMethodFor(method, payable);
  const place = usePlaceOrder(onOrdered);

  const contactPhone = normalisePhone(phone);
  const addressError = tried && !address.trim() ? t('checkout.addressMissing') : null;
  const phoneError = tried && !contactPhone ? t('checkout.phoneInvalid') : null;
  const ready = pickup ? slot !== null : delivering.openNow && quote?.inRange === true;

  const submit = () => {
    setTried(true);
    const lines = basket.lines.map(({ dishId, quantity, note }) => ({
      dishId,
      quantity,
      ...(note ? { note } : {}),
    }));
    const base = { qrCodeId: link.qrCodeId, lines, payMethod };
    if (pickup) {
      if (slot === null) return;
      place.mutate({ ...base, orderFoodType: 2, pickupTime: pickupTimeIso(slot) });
      return;
    }
    if (!located.position || !address.trim() || !contactPhone || quote?.inRange !== true) return;
    keepContactPhone(contactPhone);
    place.mutate({
      ...base,
      orderFoodType: 1,
      address: { text: address.trim(), lat: located.position.lat, lng: located.position.lng },
      contactPhone,
    });
  };

  return (
    <div className={sheet.body}>
      {pickup ? (
        <PickupTimeField choice={choice} value={slot} onChange={setSlot} />
      ) : (
        <>
          {!delivering.openNow && (
            <p className={styles.warning} role="alert" data-testid="ordering-delivery-closed">
              {delivering.today
                ? t('checkout.deliveryClosed', { hours: delivering.today })
                : t('checkout.deliveryClosedToday')}
            </p>
          )}
          <DeliveryFields
            channel={channel}
            address={address}
            onAddress={setAddress}
            position={located.position}
            quote={quote}
            locating={located.locating}
            locateFailed={located.failed}
            onLocate={() => void located.locate()}
            phone={phone}
            onPhone={setPhone}
            addressError={addressError}
            phoneError={phoneError}
          />
        </>
      )}
      <p className={styles.hint}>{t('checkout.items', { count: basket.count })}</p>
      <OrderAmounts itemsTotal={basket.total} deliveryFee={pickup ? 0 : fee} delivery={!pickup} />
      <PayMethods
        amount={payable}
        value={payMethod}
        onChange={setMethod}
        methods={PAY_METHODS}
        name="ordering-food-method"
      />
      {place.isError && (
        <p className={styles.warning} role="alert" data-testid="ordering-checkout-error">
          {failureText(place.error)}
        </p>
      )}
      <div className={styles.submit}>
        <Button
          color="primary"
          shape="rounded"
          block
          size="large"
          disabled={!ready || basket.lines.length === 0}
          loading={place.isPending}
          onClick={submit}
          data-testid="ordering-checkout-submit"
        >
          {t('checkout.submit', { amount: formatRupiah(payable) })}
        </Button>
      </div>
    </div>
  );
}
