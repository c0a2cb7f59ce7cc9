import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES, loadResources } from '@/shared/i18n/resources';
import { changeOrderingLocale, initOrderingI18n, orderingI18n, orderingLocale } from './ordering-i18n';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<Catalogue>('../../locales/*/ordering.json', {
  eager: true,
  import: 'default',
});

/** Every key path of a nested catalogue. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

beforeAll(() => initOrderingI18n('id-ID'));

afterEach(async () => {
  await changeOrderingLocale('id-ID');
  localStorage.clear();
});

describe("the ordering site's i18n", () => {
  it('has the same keys in the three languages', () => {
    const byLocale = Object.fromEntries(
      Object.entries(catalogues).map(([file, catalogue]) => [
        /locales\/([^/]+)\//.exec(file)?.[1],
        keysOf(catalogue).sort(),
      ]),
    );
    expect(Object.keys(byLocale).sort()).toEqual(['en-US', 'id-ID', 'zh-CN']);
    expect(byLocale['en-US']).toEqual(byLocale['id-ID']);
    expect(byLocale['zh-CN']).toEqual(byLocale['id-ID']);
  });

  it('has its own catalogue and the shared one, none of the customer app’s others', async () => {
    await initOrderingI18n('id-ID');
    expect(orderingLocale()).toBe('id-ID');
    expect(orderingI18n.t('ordering:menu.soldOut')).toBe('Habis');
    expect(orderingI18n.t('common:actions.retry')).toBe('Coba lagi');
    expect(orderingI18n.hasResourceBundle('id-ID', 'home')).toBe(false);
    expect(orderingI18n.hasResourceBundle('id-ID', 'staff')).toBe(false);
  });

  it('follows the language kept on the device, switches when chosen, and remembers it', async () => {
    localStorage.setItem('lahap_locale', 'zh-CN');
    await initOrderingI18n();
    expect(orderingI18n.t('ordering:cart.send')).toBe('下单到后厨');
    await changeOrderingLocale('en-US');
    expect(orderingI18n.t('ordering:cart.barItems', { count: 1 })).toBe('1 item in the cart,');
    expect(orderingI18n.t('ordering:cart.barItems', { count: 2 })).toBe('2 items in the cart,');
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('lahap_locale')).toBe('en-US');
  });

  it("stays out of the customer app's catalogues", async () => {
    expect(NAMESPACES).not.toContain('ordering');
    expect(Object.keys(await loadResources('en-US'))).not.toContain('ordering');
    expect(Object.keys(await loadResources('zh-CN'))).not.toContain('ordering');
  });
});
