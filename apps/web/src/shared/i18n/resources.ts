import type { Locale } from '@lahap/contract/locale';
import type { ResourceLanguage } from 'i18next';

type Catalogue = Record<string, unknown>;

// The default language's catalogues of the first screen (the shell and the home) ship in the
// first bundle; its others are fetched when a screen asks for them, and the other languages' when
// chosen. The staff console's catalogue (staff.json) and the ordering site's (ordering.json) belong
// to their own entries (src/staff/i18n, src/ordering/i18n), never to this app. Both globs name the
// first screen's namespaces (a glob takes literal patterns only).
const bundled = import.meta.glob<Catalogue>(
  '../../locales/id-ID/{common,shell,screens,home,nearby,browse,discovery,coupons,analytics}.json',
  { eager: true, import: 'default' },
);
const fetchable = import.meta.glob<Catalogue>(
  [
    '../../locales/*/*.json',
    '!../../locales/id-ID/{common,shell,screens,home,nearby,browse,discovery,coupons,analytics}.json',
    '!../../locales/*/staff.json',
    '!../../locales/*/ordering.json',
  ],
  { import: 'default' },
);

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

const fileOf = (locale: Locale, namespace: string) => `../../locales/${locale}/${namespace}.json`;

export const DEFAULT_RESOURCES: ResourceLanguage = Object.fromEntries(
  Object.entries(bundled).map(([file, catalogue]) => [namespaceOf(file), catalogue]),
);

/** The namespaces the first screen paints with: in the first bundle in the default language. */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = Object.keys(DEFAULT_RESOURCES);

/** One catalogue file per namespace under src/locales/<locale>/. */
export const NAMESPACES: readonly string[] = [
  ...new Set([...Object.keys(fetchable), ...Object.keys(bundled)].map(namespaceOf)),
].sort();

/** One namespace of one language: bundled, or fetched. */
export async function loadNamespace(locale: Locale, namespace: string): Promise<Catalogue> {
  const load = fetchable[fileOf(locale, namespace)];
  const catalogue = load ? await load() : (bundled[fileOf(locale, namespace)] as Catalogue | undefined);
  if (!catalogue) throw new Error(`no catalogue ${locale}/${namespace}`);
  return catalogue;
}

/** Every namespace of one language, fetched in parallel (the default language's as well). */
export async function loadResources(locale: Locale): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => [namespace, await loadNamespace(locale, namespace)] as const),
  );
  return Object.fromEntries(entries);
}
