/** Supported languages; the first is the default and the fallback. */
export const LOCALES = ['id-ID', 'en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id-ID';
/**
 * The cookie the web app keeps the chosen language in, beside its own storage, so that the
 * server's HTML of a page can already fetch what the page shows in that language (the home's
 * first banner). Absent, the server assumes DEFAULT_LOCALE, as the app does.
 */
export const LOCALE_COOKIE = 'lahap_locale';

export type LanguageLabel = 'Indonesian' | 'English' | 'Chinese';

/**
 * The language a locale tag is labelled with: region ID → Indonesian, US or GB → English,
 * anything else → Chinese (spec §1). Only the region part decides.
 */
export function languageLabel(tag: string): LanguageLabel {
  const region = tag.split(/[-_]/)[1]?.toUpperCase();
  if (region === 'ID') return 'Indonesian';
  if (region === 'US' || region === 'GB') return 'English';
  return 'Chinese';
}

const LOCALE_BY_LABEL: Record<LanguageLabel, Locale> = {
  Indonesian: 'id-ID',
  English: 'en-US',
  Chinese: 'zh-CN',
};
const LOCALE_BY_LANGUAGE: Record<string, Locale> = { id: 'id-ID', in: 'id-ID', en: 'en-US', zh: 'zh-CN' };

/**
 * The supported locale a tag maps to: an exact match, else the label rule when the tag has a
 * region, else by its language alone (`en` → en-US), else the default.
 */
export function toLocale(tag: string | null | undefined): Locale {
  if (!tag) return DEFAULT_LOCALE;
  const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const [language = '', region] = tag.split(/[-_]/);
  if (region) return LOCALE_BY_LABEL[languageLabel(tag)];
  return LOCALE_BY_LANGUAGE[language.toLowerCase()] ?? DEFAULT_LOCALE;
}

export function isLocale(tag: unknown): tag is Locale {
  return typeof tag === 'string' && (LOCALES as readonly string[]).includes(tag);
}

/** A text kept in each language, as stored and served for names and descriptions. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Picks a localized text, falling back to id-ID, then to any language present. */
export function pickText(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text).find(Boolean) ?? '';
}
