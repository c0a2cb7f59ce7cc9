/**
 * The staff console's i18next instance (shared/i18n/app-i18n.ts): its own `staff` catalogue and
 * the shared `common` one (what shared/ui's components read), never the customer app's other
 * catalogues. id-ID ships in the console's first bundle; en-US and zh-CN are fetched when chosen.
 */
import type { Locale } from '@lahap/contract/locale';
import type { ResourceLanguage } from 'i18next';
import commonIdId from '@/locales/id-ID/common.json';
import staffIdId from '@/locales/id-ID/staff.json';
import { createAppI18n } from '@/shared/i18n/app-i18n';

export const STAFF_NAMESPACES = ['staff', 'common'] as const;

/** The other languages' catalogues, fetched when chosen; id-ID is bundled. */
const LOADERS: Partial<Record<Locale, () => Promise<ResourceLanguage>>> = {
  'en-US': async () => {
    const [staff, common] = await Promise.all([
      import('@/locales/en-US/staff.json'),
      import('@/locales/en-US/common.json'),
    ]);
    return { staff: staff.default, common: common.default };
  },
  'zh-CN': async () => {
    const [staff, common] = await Promise.all([
      import('@/locales/zh-CN/staff.json'),
      import('@/locales/zh-CN/common.json'),
    ]);
    return { staff: staff.default, common: common.default };
  },
};

const app = createAppI18n({
  namespaces: STAFF_NAMESPACES,
  bundled: { staff: staffIdId, common: commonIdId },
  load: async (locale) => (await LOADERS[locale]?.()) ?? {},
});

export const staffI18n = app.i18n;

/**
 * Starts the console's i18next in the remembered language (the same choice the customer app
 * keeps on this device), else id-ID; a language that cannot be fetched falls back to id-ID.
 */
export const initStaffI18n: (preferred?: Locale) => Promise<void> = app.init;

/** The language the console shows and sends requests in. */
export const staffLocale: () => Locale = app.locale;

/** Switches the language, fetching its catalogues first, and remembers the choice. */
export const changeStaffLocale: (locale: Locale) => Promise<void> = app.switchTo;
