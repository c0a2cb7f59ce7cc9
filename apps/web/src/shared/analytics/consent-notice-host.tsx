import { FIRST_PAINT_NOTICE_ID } from '@lahap/contract/first-paint';
import { useLayoutEffect } from 'react';
import { shareConsentWithServer, useConsentStore } from './consent';
import ConsentNotice from './consent-notice';

/**
 * The consent notice until the customer answers it, drawn with the page's first render. It came
 * after the page had loaded, once the browser was idle, so as not to compete with the page; but
 * on a page of little text (the orders tab, a guest's coupons) the late card was then the largest
 * thing drawn, and a card sliding over the lower edge seconds in catches taps meant for the page.
 * The server draws it in the page's HTML for a visitor who has not answered; that drawing goes
 * in the same commit as this first render, before the browser paints it.
 */
export function ConsentNoticeHost() {
  const pending = useConsentStore((state) => state.choice === null);
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_NOTICE_ID)?.remove();
    const { choice } = useConsentStore.getState();
    if (choice !== null) shareConsentWithServer(choice);
  }, []);
  return pending ? <ConsentNotice /> : null;
}
