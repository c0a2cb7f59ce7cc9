/**
 * The ordering site's i18next instance (shared/i18n/app-i18n.ts): its own `ordering` catalogue
 * and the shared `common` one (what shared/ui's components read), never the customer app's
 * others. id-ID ships in the site's first bundle; en-US and zh-CN are fetched when chosen. The
 * language is the one the customer app keeps on this device (`lahap_locale`).
 */
import type { Locale } from '@lahap/contract/locale';
import type { ResourceLanguage } from 'i18next';
import commonIdId from '@/locales/id-ID/common.json';
import orderingIdId from '@/locales/id-ID/ordering.json';
import { createAppI18n } from '@/shared/i18n/app-i18n';

export const ORDERING_NAMESPACES = ['ordering', 'common'] as const;

/** The other languages' catalogues, fetched when chosen; id-ID is bundled. */
const LOADERS: Partial<Record<Locale, () => Promise<ResourceLanguage>>> = {
  'en-US': async () => {
    const [ordering, common] = await Promise.all([
      import('@/locales/en-US/ordering.json'),
      import('@/locales/en-US/common.json'),
    ]);
    return { ordering: ordering.default, common: common.default };
  },
  'zh-CN': async () => {
    const [ordering, common] = await Promise.all([
      import('@/locales/zh-CN/ordering.json'),
      import('@/locales/zh-CN/common.json'),
    ]);
    return { ordering: ordering.default, common: common.default };
  },
};

const app = createAppI18n({
  namespaces: ORDERING_NAMESPACES,
  bundled: { ordering: orderingIdId, common: commonIdId },
  load: async (locale) => (await LOADERS[locale]?.()) ?? {},
});

export const orderingI18n = app.i18n;

/** Starts the site's i18next in the remembered language, else id-ID (unreachable ones fall back to it). */
export const initOrderingI18n: (preferred?: Locale) => Promise<void> = app.init;

/** The language the site shows and sends requests in. */
export const orderingLocale: () => Locale = app.locale;

/** Switches the language, fetching its catalogues first, and remembers the choice. */
export const changeOrderingLocale: (locale: Locale) => Promise<void> = app.switchTo;
