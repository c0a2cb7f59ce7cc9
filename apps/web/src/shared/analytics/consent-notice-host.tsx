import { useConsentStore } from './consent';
import ConsentNotice from './consent-notice';

/**
 * The consent notice until the customer answers it, drawn with the page's first render. It came
 * after the page had loaded, once the browser was idle, so as not to compete with the page; but
 * on a page of little text (the orders tab, a guest's coupons) the late card was then the largest
 * thing drawn, and a card sliding over the lower edge seconds in catches taps meant for the page.
 */
export function ConsentNoticeHost() {
  const pending = useConsentStore((state) => state.choice === null);
  return pending ? <ConsentNotice /> : null;
}
