import { VOUCHER_DETAIL_TITLES } from '@lahap/contract/first-paint';
import { LOCALES } from '@lahap/contract/locale';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';

describe('the voucher detail title', () => {
  // A shared link's HTML draws the page's bar with the contract's title before the app runs.
  it('is the one the server draws, in every language', async () => {
    for (const locale of LOCALES) {
      await i18n.loadLanguages(locale);
      await i18n.loadNamespaces('screens');
      expect(i18n.getFixedT(locale, 'screens')('groupCouponDetail'), locale).toBe(
        VOUCHER_DETAIL_TITLES[locale],
      );
    }
  });
});
