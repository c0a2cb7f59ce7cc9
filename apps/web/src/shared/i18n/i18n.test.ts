import { LANGUAGE_SWITCH_LOADING_MS } from '@lahap/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, getLocale, i18n, initI18n } from './i18n';
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
