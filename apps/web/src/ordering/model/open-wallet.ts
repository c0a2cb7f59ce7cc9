/**
 * Goes to the e-wallet's page for a share's charge: the same window, since the e-wallet (or the
 * sandbox bank) sends the guest back to the table's menu page, where the bill shows the share.
 */
export function openWallet(redirectUrl: string): void {
  window.location.assign(redirectUrl);
}
