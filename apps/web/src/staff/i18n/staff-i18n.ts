/**
 * The staff console's i18next instance: its own `staff` catalogue and the shared `common` one
 * (what shared/ui's components read), never the customer app's other catalogues. id-ID ships in
 * the console's first bundle; en-US and zh-CN are fetched when chosen.
 */
import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '@lahap/contract/locale';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonIdId from '@/locales/id-ID/common.json';
import staffIdId from '@/locales/id-ID/staff.json';
import { loadAntdLocale } from '@/shared/i18n/antd-locale';
import {
  applyDocumentLanguage,
  readLocalePreference,
  writeLocalePreference,
} from '@/shared/i18n/locale-preference';

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

export const staffI18n = i18next.createInstance();

async function ensureLanguage(locale: Locale): Promise<void> {
  if (STAFF_NAMESPACES.every((namespace) => staffI18n.hasResourceBundle(locale, namespace))) return;
  const load = LOADERS[locale];
  if (!load) return;
  const [resources] = await Promise.all([load(), loadAntdLocale(locale)]);
  for (const [namespace, catalogue] of Object.entries(resources)) {
    staffI18n.addResourceBundle(locale, namespace, catalogue, true, true);
  }
}

/**
 * Starts the console's i18next in the remembered language (the same choice the customer app
 * keeps on this device), else id-ID; a language that cannot be fetched falls back to id-ID.
 */
export async function initStaffI18n(
  preferred: Locale = readLocalePreference() ?? DEFAULT_LOCALE,
): Promise<void> {
  if (!staffI18n.isInitialized) {
    await staffI18n.use(initReactI18next).init({
      resources: { [DEFAULT_LOCALE]: { staff: staffIdId, common: commonIdId } },
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      ns: STAFF_NAMESPACES,
      // shared/ui's components read `common` without naming it.
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  let locale = preferred;
  try {
    await ensureLanguage(locale);
  } catch {
    locale = DEFAULT_LOCALE;
  }
  await staffI18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

/** The language the console shows and sends requests in. */
export function staffLocale(): Locale {
  return toLocale(staffI18n.resolvedLanguage ?? staffI18n.language);
}

/** Switches the language, fetching its catalogues first, and remembers the choice. */
export async function changeStaffLocale(locale: Locale): Promise<void> {
  await ensureLanguage(locale);
  await staffI18n.changeLanguage(locale);
  writeLocalePreference(locale);
  applyDocumentLanguage(locale);
}
