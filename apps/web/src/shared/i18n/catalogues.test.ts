import { DEFAULT_LOCALE, LOCALES } from '@lahap/contract/locale';
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' });

function catalogueOf(locale: string): Map<string, Catalogue> {
  const namespaces = new Map<string, Catalogue>();
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === locale && match[2]) namespaces.set(match[2], catalogue);
  }
  return namespaces;
}

/** Every leaf of a nested catalogue as `path → text`. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) leaves.set(path, leaf);
    }
  } else {
    leaves.set(prefix, value);
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const reference = catalogueOf(DEFAULT_LOCALE);

describe('translation catalogues', () => {
  it('has a reference catalogue', () => {
    expect(reference.size).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s has exactly the namespaces of id-ID', (locale) => {
    expect([...catalogueOf(locale).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  for (const [namespace, catalogue] of reference) {
    const expected = flatten(catalogue);
    it.each(LOCALES)(`%s ${namespace}: no key missing or extra, every text filled`, (locale) => {
      const actual = flatten(catalogueOf(locale).get(namespace));
      const missing = [...expected.keys()].filter((key) => !actual.has(key));
      const extra = [...actual.keys()].filter((key) => !expected.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, text] of actual) {
        expect(typeof text, `${locale} ${namespace}:${key}`).toBe('string');
        expect((text as string).trim(), `${locale} ${namespace}:${key}`).not.toBe('');
        expect(placeholders(text as string), `${locale} ${namespace}:${key}`).toEqual(
          placeholders(expected.get(key) as string),
        );
      }
    });
  }
});
