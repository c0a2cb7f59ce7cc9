import { DELIVERY_ADDRESS_MAX } from '@lahap/contract/constants';
import type { LatLng } from '@lahap/contract/ordering/delivery';
import type { FoodChannel } from '@lahap/contract/ordering/schemas';
import { formatRupiah } from '@lahap/contract/format';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { formatDistance, type DeliveryQuote } from '../model/delivery-quote';
import { DeliveryMap } from './delivery-map';
import sheet from './sheet.module.css';
import styles from './checkout.module.css';

export interface DeliveryFieldsProps {
  channel: FoodChannel;
  address: string;
  onAddress: (text: string) => void;
  position: LatLng | null;
  quote: DeliveryQuote | null;
  locating: boolean;
  locateFailed: boolean;
  onLocate: () => void;
  phone: string;
  onPhone: (phone: string) => void;
  /** Shown once the customer tried to order with the field wrong. */
  addressError: string | null;
  phoneError: string | null;
}

/**
 * Where to deliver: the address in words, the position from the device (the fee is worked out
 * from it, as the server does) pinned on a small map with the distance and fee, or the range
 * it is beyond; and the phone number the courier calls.
 */
export function DeliveryFields(props: DeliveryFieldsProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const addressId = useId();
  const addressErrorId = useId();
  const phoneId = useId();
  const phoneErrorId = useId();
  const { channel, quote, position } = props;

  return (
    <>
      <div className={sheet.field}>
        <label htmlFor={addressId}>{t('checkout.address')}</label>
        <textarea
          id={addressId}
          className={sheet.input}
          rows={2}
          value={props.address}
          maxLength={DELIVERY_ADDRESS_MAX}
          placeholder={t('checkout.addressPlaceholder')}
          aria-invalid={props.addressError ? true : undefined}
          aria-describedby={props.addressError ? addressErrorId : undefined}
          onChange={(event) => props.onAddress(event.target.value)}
          data-testid="ordering-address"
        />
        {props.addressError && (
          <p id={addressErrorId} className={sheet.error}>
            {props.addressError}
          </p>
        )}
      </div>

      <div className={styles.locate}>
        <Button
          shape="rounded"
          block
          loading={props.locating}
          onClick={props.onLocate}
          data-testid="ordering-locate"
        >
          {position ? t('checkout.relocate') : t('checkout.locate')}
        </Button>
        {props.locateFailed && (
          <p className={styles.warning} role="alert" data-testid="ordering-locate-failed">
            {t('checkout.locateFailed')}
          </p>
        )}
        {!position && !props.locateFailed && <p className={styles.hint}>{t('checkout.needPosition')}</p>}
        {position && quote && (
          <>
            <DeliveryMap
              store={{ lat: channel.lat, lng: channel.lng }}
              position={position}
              radiusMeters={channel.deliveryRadiusMeters ?? 0}
              inRange={quote.inRange}
            />
            {quote.inRange ? (
              <dl className={styles.amounts} data-testid="ordering-delivery-quote">
                <div className={styles.amountRow}>
                  <dt>{t('checkout.distance')}</dt>
                  <dd data-testid="ordering-distance">{formatDistance(quote.meters, locale)}</dd>
                </div>
                <div className={styles.amountRow}>
                  <dt>{t('checkout.deliveryFee')}</dt>
                  <dd>{formatRupiah(quote.fee)}</dd>
                </div>
              </dl>
            ) : (
              <p className={styles.warning} role="alert" data-testid="ordering-out-of-range">
                {t('checkout.outOfRange', {
                  distance: formatDistance(quote.meters, locale),
                  radius: formatDistance(quote.radiusMeters, locale),
                })}
              </p>
            )}
          </>
        )}
      </div>

      <div className={sheet.field}>
        <label htmlFor={phoneId}>{t('checkout.phone')}</label>
        <input
          id={phoneId}
          className={sheet.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={props.phone}
          placeholder="0812 3456 7890"
          aria-invalid={props.phoneError ? true : undefined}
          aria-describedby={props.phoneError ? phoneErrorId : undefined}
          onChange={(event) => props.onPhone(event.target.value)}
          data-testid="ordering-phone"
        />
        {props.phoneError && (
          <p id={phoneErrorId} className={sheet.error}>
            {props.phoneError}
          </p>
        )}
      </div>
    </>
  );
}
