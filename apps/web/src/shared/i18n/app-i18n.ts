import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '@lahap/contract/locale';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antd-locale';
import {
  applyDocumentLanguage,
  readLocalePreference,
  shareLocaleWithServer,
  writeLocalePreference,
} from './locale-preference';

/** An app's catalogues: the customer app's (resources.ts) or the staff console's. */
export interface AppCatalogues {
  /** Every namespace a language must have loaded before it shows. */
  namespaces: readonly string[];
  /** The default language's catalogues, in the first bundle. */
  bundled: ResourceLanguage;
  /** Another language's catalogues, fetched when chosen. */
  load: (locale: Locale) => Promise<ResourceLanguage>;
}

/**
 * An app's own i18next instance: id-ID is the default and fallback and ships in the first
 * bundle; en-US and zh-CN are fetched when chosen, with antd-mobile's texts. The choice is kept
 * on this device (the same one for both apps) and mirrored on `<html lang>`.
 */
export function createAppI18n({ namespaces, bundled, load }: AppCatalogues) {
  const i18n = i18next.createInstance();

  async function ensureLanguage(locale: Locale): Promise<void> {
    // The default language is given to init, and a language switched to once stays loaded.
    if (namespaces.every((namespace) => i18n.hasResourceBundle(locale, namespace))) return;
    const [resources] = await Promise.all([load(locale), loadAntdLocale(locale)]);
    for (const [namespace, catalogue] of Object.entries(resources)) {
      i18n.addResourceBundle(locale, namespace, catalogue, true, true);
    }
  }

  /**
   * Starts i18next in the remembered language (else id-ID). A language whose catalogues cannot
   * be fetched (offline on a first visit) falls back to id-ID rather than blocking start-up.
   */
  async function init(preferred: Locale = readLocalePreference() ?? DEFAULT_LOCALE): Promise<void> {
    if (!i18n.isInitialized) {
      await i18n.use(initReactI18next).init({
        resources: { [DEFAULT_LOCALE]: bundled },
        lng: DEFAULT_LOCALE,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: LOCALES,
        load: 'currentOnly',
        ns: namespaces,
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
    await i18n.changeLanguage(locale);
    applyDocumentLanguage(locale);
    shareLocaleWithServer(locale);
  }

  /** The language texts are shown and requests are sent in. */
  function locale(): Locale {
    return toLocale(i18n.resolvedLanguage ?? i18n.language);
  }

  /** Switches the language, fetching its catalogues first, and remembers the choice. */
  async function switchTo(next: Locale): Promise<void> {
    await ensureLanguage(next);
    await i18n.changeLanguage(next);
    writeLocalePreference(next);
    applyDocumentLanguage(next);
    shareLocaleWithServer(next);
  }

  return { i18n, init, locale, switchTo };
}
