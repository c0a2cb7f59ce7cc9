import { ORDER_FOOD_TYPE } from '@lahap/contract/enums';
import { isChannelOpenAt } from '@lahap/contract/ordering/delivery';
import {
  formatOpeningSpans,
  todayOpeningHours,
  type DayPartTime,
} from '@lahap/contract/store/business-hours';

/**
 * Whether the store delivers now (the server takes a delivery only while its delivery hours
 * cover the moment, 1007013 otherwise), and today's delivery hours to say when it does.
 */
export function deliveryHours(
  list: readonly DayPartTime[],
  nowMs: number,
): { openNow: boolean; today: string } {
  const delivery = list.filter((row) => row.channelCode === ORDER_FOOD_TYPE.delivery);
  return {
    openNow: isChannelOpenAt(list, ORDER_FOOD_TYPE.delivery, nowMs),
    today: formatOpeningSpans(todayOpeningHours(delivery, nowMs).spans),
  };
}
