/**
 * The app's i18next instance (app-i18n.ts) with the customer app's catalogues: id-ID is the
 * default and fallback, its first screen's catalogues ship in the first bundle and the others come
 * with the screens that use them; en-US and zh-CN are fetched whole when chosen.
 * The choice is remembered and mirrored on `<html lang>`.
 */
import { LANGUAGE_SWITCH_LOADING_MS } from '@lahap/contract/constants';
import type { Locale } from '@lahap/contract/locale';
import { createAppI18n } from './app-i18n';
import { useLocaleSwitchStore } from './locale-switch-store';
import { DEFAULT_RESOURCES, NAMESPACES, loadNamespace, loadResources } from './resources';

const app = createAppI18n({
  namespaces: NAMESPACES,
  bundled: DEFAULT_RESOURCES,
  load: loadResources,
  loadNamespace,
});

export const i18n = app.i18n;

/**
 * Starts i18next in the remembered language (else id-ID). A language whose catalogues cannot
 * be fetched (offline on a first visit) falls back to id-ID rather than blocking start-up.
 */
export const initI18n: (preferred?: Locale) => Promise<void> = app.init;

/** The language requests are sent in and texts are shown in. */
export const getLocale: () => Locale = app.locale;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Switches the language behind a full-screen loader that stays at least
 * LANGUAGE_SWITCH_LOADING_MS, so the whole UI changes at once instead of flickering.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  const startedAt = Date.now();
  useLocaleSwitchStore.setState({ switching: true });
  try {
    await app.switchTo(locale);
  } finally {
    await wait(Math.max(0, LANGUAGE_SWITCH_LOADING_MS - (Date.now() - startedAt)));
    useLocaleSwitchStore.setState({ switching: false });
  }
}

/** `load` together with every catalogue of the language shown: how pages other than the home load. */
export const withCatalogues = app.withCatalogues;
