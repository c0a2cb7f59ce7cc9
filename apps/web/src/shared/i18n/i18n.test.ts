import { LANGUAGE_SWITCH_LOADING_MS } from '@lahap/contract/constants';
import { LOCALES } from '@lahap/contract/locale';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from './app-i18n';
import { changeLocale, getLocale, i18n, initI18n } from './i18n';
import {
  DEFAULT_RESOURCES,
  FIRST_SCREEN_NAMESPACES,
  NAMESPACES,
  loadNamespace,
  loadResources,
} from './resources';
import { useLocaleSwitchStore } from './locale-switch-store';

afterEach(async () => {
  await changeLocale('id-ID');
});

describe('i18n', () => {
  it('starts in Indonesian', async () => {
    await initI18n('id-ID');
    expect(getLocale()).toBe('id-ID');
    expect(i18n.t('tabs.home')).toBe('Beranda');
    expect(document.cookie).toContain('lahap_locale=id-ID');
  });

  it('switches language behind a loader that stays for the switch time, and remembers it', async () => {
    const started = Date.now();
    const switching = changeLocale('zh-CN');
    expect(useLocaleSwitchStore.getState().switching).toBe(true);
    await switching;
    expect(Date.now() - started).toBeGreaterThanOrEqual(LANGUAGE_SWITCH_LOADING_MS - 5);
    expect(useLocaleSwitchStore.getState().switching).toBe(false);
    expect(getLocale()).toBe('zh-CN');
    expect(i18n.t('tabs.account')).toBe('我的');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(window.localStorage.getItem('lahap_locale')).toBe('zh-CN');
    // The server reads it too, for the pages it sends next.
    expect(document.cookie).toContain('lahap_locale=zh-CN');
  });

  it('loads English on demand', async () => {
    await changeLocale('en-US');
    expect(i18n.t('tabs.exploreFeeds')).toBe('Explore');
    expect(i18n.t('screens:merchant')).toBe('Store');
  });

  it("adds each language's catalogues once: starting again or switching back merges nothing", async () => {
    await changeLocale('zh-CN');
    const add = vi.spyOn(i18n, 'addResourceBundle');
    try {
      await changeLocale('id-ID');
      await initI18n('id-ID');
      await changeLocale('zh-CN');
      expect(add).not.toHaveBeenCalled();
      expect(i18n.t('tabs.account')).toBe('我的');
    } finally {
      add.mockRestore();
    }
  });
});

describe("the default language's catalogues", () => {
  it('ship only the first screen’s; a screen’s others are fetched when it asks for them', async () => {
    const fetched: string[] = [];
    const app = createAppI18n({
      namespaces: NAMESPACES,
      bundled: DEFAULT_RESOURCES,
      load: loadResources,
      loadNamespace: (locale, namespace) => {
        fetched.push(`${locale}/${namespace}`);
        return loadNamespace(locale, namespace);
      },
    });
    await app.init('id-ID');
    expect(FIRST_SCREEN_NAMESPACES).toEqual(expect.arrayContaining(['common', 'shell', 'home']));
    expect(FIRST_SCREEN_NAMESPACES).not.toContain('orders');
    expect(fetched).toEqual([]);
    expect(app.i18n.hasLoadedNamespace('orders')).toBe(false);

    await app.i18n.loadNamespaces('orders');
    expect(fetched).toEqual(['id-ID/orders']);
    expect(app.i18n.t('orders:tabs.all')).toBe('Semua');
  });

  it('come with a page, and a fetch that failed is asked again with the next page', async () => {
    let failures = 1;
    const app = createAppI18n({
      namespaces: NAMESPACES,
      bundled: DEFAULT_RESOURCES,
      load: loadResources,
      loadNamespace: (locale, namespace) => {
        if (namespace === 'orders' && failures-- > 0) return Promise.reject(new Error('offline'));
        return loadNamespace(locale, namespace);
      },
    });
    const page = app.withCatalogues(() => Promise.resolve('page'));
    const first = page();
    await app.init('id-ID');
    await expect(first).rejects.toThrow('texts not fetched: orders');
    expect(app.i18n.hasResourceBundle('id-ID', 'account')).toBe(true);

    await expect(page()).resolves.toBe('page');
    expect(app.i18n.t('orders:tabs.all')).toBe('Semua');
  });

  it('are all listed, and each language has every one', async () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining([...FIRST_SCREEN_NAMESPACES, 'orders', 'account']));
    for (const locale of LOCALES) {
      expect(Object.keys(await loadResources(locale)).sort()).toEqual([...NAMESPACES]);
    }
  });
});
