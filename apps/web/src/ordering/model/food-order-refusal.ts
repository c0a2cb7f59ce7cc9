import { QRIS_MAX_AMOUNT } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { formatRupiah } from '@lahap/contract/format';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useFailureText } from '@/shared/api-client/use-failure-text';

/**
 * The refusals of submit and pay the site words itself, each saying what to do next: the
 * server's message says what went wrong, these say it in the checkout's own terms.
 */
export const FOOD_ORDER_REFUSALS = [
  ERROR_CODES.PICKUP_TIME_OUTSIDE_HOURS,
  ERROR_CODES.DELIVERY_OUT_OF_RANGE,
  ERROR_CODES.FOOD_ORDER_DETAILS_MISSING,
  ERROR_CODES.FOOD_ORDER_CLOSED,
  ERROR_CODES.ORDER_ALREADY_PAID,
  ERROR_CODES.QRIS_LIMIT_EXCEEDED,
  ERROR_CODES.DISH_NOT_ON_MENU,
  ERROR_CODES.DISH_SOLD_OUT,
] as const;

const REFUSALS: readonly string[] = FOOD_ORDER_REFUSALS;

/** The code of a refusal the site words itself, or null. */
export function foodOrderRefusalOf(error: unknown): (typeof FOOD_ORDER_REFUSALS)[number] | null {
  if (!isApiRequestError(error) || error.kind !== 'server') return null;
  return REFUSALS.includes(error.code) ? (error.code as (typeof FOOD_ORDER_REFUSALS)[number]) : null;
}

/**
 * The words for a failed submit or pay: the site's own for its refusals, else the shared failure
 * text. 1007013 is a pickup time outside the hours, or a delivery while the store does not deliver.
 */
export function useFoodOrderFailureText(orderFoodType: 1 | 2 = 2): (error: unknown) => string {
  const { t } = useTranslation('ordering');
  const failureText = useFailureText();
  return useCallback(
    (error: unknown) => {
      const code = foodOrderRefusalOf(error);
      if (!code) return failureText(error);
      if (code === ERROR_CODES.PICKUP_TIME_OUTSIDE_HOURS && orderFoodType === 1)
        return t('refusal.1007013_delivery');
      return t(`refusal.${code}`, { limit: formatRupiah(QRIS_MAX_AMOUNT) });
    },
    [t, failureText, orderFoodType],
  );
}
