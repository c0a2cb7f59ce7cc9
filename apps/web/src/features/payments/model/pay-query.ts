import { CASHIER_PARTNER_CODE } from '@lahap/contract/constants';
import { getChannelId } from '@/shared/channel/channel';
import { PAY_STEPS, paths, type PayStep } from '@/shared/config/paths';

/** An order id as the contract takes it: 1 to 19 decimal digits. */
const ORDER_ID = /^\d{1,19}$/;

/** What the pay page's address says (spec §2 "Pay code page"), every value '' when absent. */
export interface PayPageQuery {
  orderId: string;
  partnerCode: string;
  /** The open charge (paymentId) the pay code shows. */
  box: string;
  pageId: string;
  channelId: string;
}

/** The step of `/platform/payPage/:activeStep?`: no step is the cashier; an unknown one is null. */
export function toPayStep(value: string | undefined): PayStep | null {
  if (value === undefined || value === '') return 'cashier';
  return PAY_STEPS.find((step) => step === value) ?? null;
}

export function readPayQuery(params: URLSearchParams): PayPageQuery {
  const orderId = params.get('orderId')?.trim() ?? '';
  const box = params.get('box')?.trim() ?? '';
  return {
    orderId: ORDER_ID.test(orderId) ? orderId : '',
    partnerCode: params.get('partnerCode') ?? '',
    box: ORDER_ID.test(box) ? box : '',
    pageId: params.get('pageId') ?? '',
    channelId: params.get('channel_id') ?? '',
  };
}

/** The channel id a pay address carries: the session's when it holds one, else the page's own. */
function channelOf(query: PayPageQuery): string | undefined {
  return getChannelId() || query.channelId || undefined;
}

/** The pay code of a charge, with the query the spec gives it. */
export function payCodeHref(query: PayPageQuery, paymentId: string): string {
  return paths.payPage.getHref('payCode', {
    box: paymentId,
    partnerCode: query.partnerCode || CASHIER_PARTNER_CODE,
    orderId: query.orderId,
    pageId: query.pageId || undefined,
    channel_id: channelOf(query),
  });
}

/** The cashier of the same order, to open a new charge. */
export function cashierHref(query: PayPageQuery): string {
  return paths.payPage.getHref('cashier', {
    orderId: query.orderId,
    partnerCode: query.partnerCode || CASHIER_PARTNER_CODE,
    pageId: query.pageId || undefined,
    channel_id: channelOf(query),
  });
}
