import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '@lahap/contract/locale';
import i18next, { type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
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
  /** The default language's catalogues, in the first bundle: all of them, or those of the first screen. */
  bundled: ResourceLanguage;
  /** Another language's catalogues, fetched when chosen. */
  load: (locale: Locale) => Promise<ResourceLanguage>;
  /**
   * One namespace of a language, when `bundled` holds only some of the default language's: the
   * others are fetched when a screen first asks for them, and react-i18next suspends it meanwhile.
   */
  loadNamespace?: (locale: Locale, namespace: string) => Promise<Record<string, unknown>>;
}

/**
 * An app's own i18next instance: id-ID is the default and fallback and ships in the first
 * bundle (or its first screen's part, see `loadNamespace`); en-US and zh-CN are fetched when
 * chosen, with antd-mobile's texts. The choice is kept on this device (the same one for both
 * apps) and mirrored on `<html lang>`.
 */
export function createAppI18n({ namespaces, bundled, load, loadNamespace }: AppCatalogues) {
  const i18n = i18next.createInstance();
  if (loadNamespace)
    i18n.use(resourcesToBackend((lng: string, ns: string) => loadNamespace(toLocale(lng), ns)));
  let started: () => void = () => undefined;
  /** Settles once i18next runs in the language the app starts in. */
  const ready = new Promise<void>((resolve) => {
    started = resolve;
  });

  async function ensureLanguage(locale: Locale): Promise<void> {
    // The default language is given to init (what it does not bundle comes screen by screen), and
    // a language switched to once stays loaded.
    if (locale === DEFAULT_LOCALE) return;
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
        // A copy: i18next adds the namespaces it fetches later to the object it is given.
        resources: { [DEFAULT_LOCALE]: { ...bundled } },
        lng: DEFAULT_LOCALE,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: LOCALES,
        load: 'currentOnly',
        ns: Object.keys(bundled),
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
    started();
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

  /**
   * Every catalogue of the language shown, once start-up has chosen it (a page asked for before,
   * the tab the app opens on, gets the language it starts in). A fetch that failed is asked again:
   * i18next itself would not, and the page would show keys. Throws while one is still missing.
   */
  async function loadCatalogues(): Promise<void> {
    await ready;
    const missing = () => namespaces.filter((namespace) => !i18n.hasResourceBundle(locale(), namespace));
    if (missing().length === 0) return;
    await i18n.reloadResources(locale(), missing());
    const still = missing();
    if (still.length > 0) throw new Error(`texts not fetched: ${still.join(', ')}`);
  }

  /**
   * `load` together with every catalogue of the language shown: a page's code and the texts the
   * first bundle leaves out come in parallel, so no part of the page waits for its texts after it
   * shows. It fails, as a chunk that cannot be fetched does, when the texts cannot be fetched.
   */
  function withCatalogues<Module>(load: () => Promise<Module>): () => Promise<Module> {
    return async () => {
      const [module] = await Promise.all([load(), loadCatalogues()]);
      return module;
    };
  }

  return { i18n, init, locale, switchTo, withCatalogues };
}
