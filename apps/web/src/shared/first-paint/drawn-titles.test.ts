import { FLASH_DEAL_TITLES, VOUCHER_DETAIL_TITLES } from '@lahap/contract/first-paint';
import { LOCALES } from '@lahap/contract/locale';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';

// A shared link's HTML draws these pages' bars with the contract's titles before the app runs.
describe('the titles the server draws in a page’s bar', () => {
  it('are the catalogues’ own, in every language', async () => {
    await i18n.loadNamespaces(['screens', 'browse']);
    for (const locale of LOCALES) {
      await i18n.loadLanguages(locale);
      expect(i18n.getFixedT(locale, 'screens')('groupCouponDetail'), locale).toBe(
        VOUCHER_DETAIL_TITLES[locale],
      );
      expect(i18n.getFixedT(locale, 'browse')('flashDeal.title'), locale).toBe(FLASH_DEAL_TITLES[locale]);
    }
  });
});
