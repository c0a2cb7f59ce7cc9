import { DEFAULT_LOCALE, type Locale } from '@lahap/contract/locale';
import type { ResourceLanguage } from 'i18next';

type Catalogue = Record<string, unknown>;

// The default language ships in the first bundle; the others are fetched when chosen. The staff
// console's catalogue (staff.json) and the ordering site's (ordering.json) belong to their own
// entries (src/staff/i18n, src/ordering/i18n), never to this app.
const bundled = import.meta.glob<Catalogue>(
  ['../../locales/id-ID/*.json', '!../../locales/id-ID/staff.json', '!../../locales/id-ID/ordering.json'],
  {
    eager: true,
    import: 'default',
  },
);
const fetchable = import.meta.glob<Catalogue>(
  [
    '../../locales/*/*.json',
    '!../../locales/id-ID/*.json',
    '!../../locales/*/staff.json',
    '!../../locales/*/ordering.json',
  ],
  { import: 'default' },
);

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

export const DEFAULT_RESOURCES: ResourceLanguage = Object.fromEntries(
  Object.entries(bundled).map(([file, catalogue]) => [namespaceOf(file), catalogue]),
);

/** One catalogue file per namespace under src/locales/<locale>/. */
export const NAMESPACES: readonly string[] = Object.keys(DEFAULT_RESOURCES);

/** Every namespace of one language, fetched in parallel. */
export async function loadResources(locale: Locale): Promise<ResourceLanguage> {
  if (locale === DEFAULT_LOCALE) return DEFAULT_RESOURCES;
  const folder = `../../locales/${locale}/`;
  const entries = await Promise.all(
    Object.entries(fetchable)
      .filter(([file]) => file.startsWith(folder))
      .map(async ([file, load]) => [namespaceOf(file), await load()] as const),
  );
  return Object.fromEntries(entries);
}
