import { CASHIER_PARTNER_CODE } from '@lahap/contract/constants';
import { getChannelId } from '@/shared/channel/channel';
import { paths } from '@/shared/config/paths';

/** Pay now: the cashier for an unpaid order, with the session's channel when it has one (spec §2). */
export function cashierHref(orderId: string): string {
  return paths.payPage.getHref('cashier', {
    orderId,
    partnerCode: CASHIER_PARTNER_CODE,
    channel_id: getChannelId() || undefined,
  });
}
