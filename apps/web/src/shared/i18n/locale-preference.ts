import { isLocale, LOCALE_COOKIE, type Locale } from '@lahap/contract/locale';
import { LOCAL_KEYS } from '../storage/keys';
import { writeServerCookie } from '../storage/server-cookie';
import { readString, writeString } from '../storage/storage';

/** The language the user picked earlier, if any. */
export function readLocalePreference(): Locale | null {
  const stored = readString('local', LOCAL_KEYS.locale);
  return isLocale(stored) ? stored : null;
}

/** Remembers the choice; when storage is blocked it still holds for this visit. */
export function writeLocalePreference(locale: Locale): void {
  writeString('local', LOCAL_KEYS.locale, locale);
}

/** Keeps `<html lang>` in step so screen readers and hyphenation use the right language. */
export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}

/**
 * Tells the server the language in use (LOCALE_COOKIE), so the next page it sends can fetch what
 * that page shows in it, the home's first banner, before the app's code runs.
 */
export function shareLocaleWithServer(locale: Locale): void {
  writeServerCookie(LOCALE_COOKIE, locale);
}
