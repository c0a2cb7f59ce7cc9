/**
 * The app's i18next instance: id-ID is the default and fallback and ships in the first bundle;
 * en-US and zh-CN are fetched when chosen. The choice is remembered and mirrored on `<html lang>`.
 */
import { LANGUAGE_SWITCH_LOADING_MS } from '@lahap/contract/constants';
import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '@lahap/contract/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antd-locale';
import { applyDocumentLanguage, readLocalePreference, writeLocalePreference } from './locale-preference';
import { useLocaleSwitchStore } from './locale-switch-store';
import { DEFAULT_RESOURCES, NAMESPACES, loadResources } from './resources';

export const i18n = i18next.createInstance();

async function ensureLanguage(locale: Locale): Promise<void> {
  // The default language is given to init, and a language switched to once stays loaded.
  if (NAMESPACES.every((namespace) => i18n.hasResourceBundle(locale, namespace))) return;
  const [resources] = await Promise.all([loadResources(locale), loadAntdLocale(locale)]);
  for (const [namespace, catalogue] of Object.entries(resources)) {
    i18n.addResourceBundle(locale, namespace, catalogue, true, true);
  }
}

/**
 * Starts i18next in the remembered language (else id-ID). A language whose catalogues cannot
 * be fetched (offline on a first visit) falls back to id-ID rather than blocking start-up.
 */
export async function initI18n(preferred: Locale = readLocalePreference() ?? DEFAULT_LOCALE): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { [DEFAULT_LOCALE]: DEFAULT_RESOURCES },
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      ns: NAMESPACES,
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
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

/** The language requests are sent in and texts are shown in. */
export function getLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Switches the language behind a full-screen loader that stays at least
 * LANGUAGE_SWITCH_LOADING_MS, so the whole UI changes at once instead of flickering.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  const startedAt = Date.now();
  useLocaleSwitchStore.setState({ switching: true });
  try {
    await ensureLanguage(locale);
    await i18n.changeLanguage(locale);
    writeLocalePreference(locale);
    applyDocumentLanguage(locale);
  } finally {
    await wait(Math.max(0, LANGUAGE_SWITCH_LOADING_MS - (Date.now() - startedAt)));
    useLocaleSwitchStore.setState({ switching: false });
  }
}
