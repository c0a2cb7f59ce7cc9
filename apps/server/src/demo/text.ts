import type { LocalizedText } from '@lahap/contract/locale';
import { LOCALES } from '@lahap/contract/locale';
import { formatRupiah } from '@lahap/contract/format';
import { indexTermsOf } from '../lib/search-terms.js';

/** A text in all three languages: Indonesian, English, Chinese. */
export type Text3 = Required<LocalizedText>;

export function t3(id: string, en: string, zh: string): Text3 {
  return { 'id-ID': id, 'en-US': en, 'zh-CN': zh };
}

/** The same words in every language (brand names, street names). */
export function same(text: string): Text3 {
  return t3(text, text, text);
}

/** Applies `fn` to each language's text. */
export function mapText(text: Text3, fn: (value: string, locale: keyof Text3) => string): Text3 {
  return t3(fn(text['id-ID'], 'id-ID'), fn(text['en-US'], 'en-US'), fn(text['zh-CN'], 'zh-CN'));
}

/**
 * Every language's words of the given texts, lower-cased, for the trigram search columns, with
 * the CJK characters and bigrams the search matches Chinese by (`indexTermsOf`).
 */
export function searchTextOf(...texts: readonly Text3[]): string {
  const words = new Set<string>();
  for (const text of texts) for (const locale of LOCALES) words.add(text[locale].toLowerCase());
  return indexTermsOf([...words].join(' '));
}

/** "Rp 50.000–100.000/orang" and its English and Chinese forms (dots in every language, spec §9). */
export function pricePerPersonText(low: number, high: number): Text3 {
  const range = `${formatRupiah(low)}–${formatRupiah(high).replace('Rp ', '')}`;
  return t3(`${range}/orang`, `${range} per person`, `人均 ${range}`);
}
